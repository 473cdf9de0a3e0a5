import type { products } from './vocabulary';

/** The colours a product is drawn in. */
export interface ProductColours {
  /** The product itself. */
  body: string;
  /** Its trims: collar, lid, brim, frame. */
  trim: string;
  /** The printed slogan. */
  ink: string;
}

/** A product drawn on a 640 x 640 canvas, and where its slogan is printed. */
export interface ProductArt {
  shape: string;
  print: { x: number; y: number; width: number; size: number; rotate?: number };
}

type ProductSlug = (typeof products)[number]['slug'];

const longSleeves =
  'M236 140 L172 160 L116 330 L112 468 L166 472 L190 318 L204 306 L204 500 L436 500 L436 306 L450 318 L474 472 L528 468 L524 330 L468 160 L404 140 Z';

/**
 * Simple flat drawings of the products the demo corpus sells: enough to read at a glance as a
 * t-shirt, a mug or a cap in a card, with the print area where a seller's design goes.
 */
export function drawProduct(product: ProductSlug, { body, trim, ink }: ProductColours): ProductArt {
  switch (product) {
    case 't-shirt':
      return {
        shape: `<path d="M238 128 L170 152 L104 232 L166 282 L204 252 L204 500 L436 500 L436 252 L474 282 L536 232 L470 152 L402 128 C384 166 256 166 238 128 Z" fill="${body}"/><path d="M238 128 C256 166 384 166 402 128" fill="none" stroke="${trim}" stroke-width="10"/>`,
        print: { x: 320, y: 330, width: 190, size: 40 },
      };
    case 'hoodie':
      return {
        shape: `<path d="M236 140 C230 62 410 62 404 140 C382 196 258 196 236 140 Z" fill="${trim}"/><path d="${longSleeves}" fill="${body}"/><path d="M246 140 C262 186 378 186 394 140" fill="none" stroke="${trim}" stroke-width="12"/><path d="M296 176 L292 236 M344 176 L348 236" stroke="${ink}" stroke-width="5" stroke-linecap="round"/><path d="M250 420 L390 420 L414 496 L226 496 Z" fill="none" stroke="${trim}" stroke-width="6" stroke-linejoin="round"/>`,
        print: { x: 320, y: 330, width: 170, size: 34 },
      };
    case 'sweatshirt':
      return {
        shape: `<path d="${longSleeves}" fill="${body}"/><path d="M246 140 C262 180 378 180 394 140" fill="none" stroke="${trim}" stroke-width="14"/><path d="M204 484 L436 484 M114 452 L168 456 M472 456 L526 452" stroke="${trim}" stroke-width="14"/>`,
        print: { x: 320, y: 310, width: 180, size: 36 },
      };
    case 'mug':
      return {
        shape: `<path d="M416 236 C506 236 506 404 416 404" fill="none" stroke="${body}" stroke-width="36"/><rect x="176" y="176" width="244" height="290" rx="28" fill="${body}"/><ellipse cx="298" cy="182" rx="118" ry="14" fill="${trim}"/>`,
        print: { x: 298, y: 322, width: 196, size: 36 },
      };
    case 'tumbler':
      return {
        shape: `<rect x="334" y="62" width="16" height="84" rx="7" fill="${ink}" transform="rotate(12 342 104)"/><path d="M238 172 L402 172 L382 500 L258 500 Z" fill="${body}"/><rect x="226" y="130" width="188" height="48" rx="14" fill="${trim}"/>`,
        print: { x: 320, y: 330, width: 120, size: 28 },
      };
    case 'blanket':
      return {
        shape: `<g transform="rotate(-5 320 320)"><rect x="132" y="146" width="376" height="336" rx="20" fill="${body}"/><path d="M150 482 L150 506 M190 482 L190 506 M230 482 L230 506 M270 482 L270 506 M310 482 L310 506 M350 482 L350 506 M390 482 L390 506 M430 482 L430 506 M470 482 L470 506" stroke="${trim}" stroke-width="8" stroke-linecap="round"/><rect x="152" y="166" width="336" height="296" rx="12" fill="none" stroke="${trim}" stroke-width="4" stroke-dasharray="10 8"/></g>`,
        print: { x: 320, y: 318, width: 270, size: 44, rotate: -5 },
      };
    case 'ornament':
      return {
        shape: `<path d="M320 60 L320 160" stroke="${ink}" stroke-width="4"/><rect x="294" y="146" width="52" height="40" rx="8" fill="${trim}"/><circle cx="320" cy="334" r="156" fill="${body}"/><circle cx="262" cy="268" r="36" fill="#ffffff" opacity="0.3"/>`,
        print: { x: 320, y: 346, width: 210, size: 36 },
      };
    case 'canvas':
      return {
        shape: `<rect x="146" y="136" width="348" height="348" rx="4" fill="${trim}"/><rect x="162" y="152" width="316" height="316" fill="${body}"/>`,
        print: { x: 320, y: 312, width: 250, size: 42 },
      };
    case 'necklace':
      return {
        shape: `<path d="M196 96 C204 300 436 300 444 96" fill="none" stroke="${trim}" stroke-width="6" stroke-dasharray="2 9" stroke-linecap="round"/><path d="M320 476 C176 386 196 266 268 266 C298 266 314 288 320 304 C326 288 342 266 372 266 C444 266 464 386 320 476 Z" fill="${body}"/>`,
        print: { x: 320, y: 366, width: 130, size: 24 },
      };
    case 'doormat':
      return {
        shape: `<rect x="104" y="196" width="432" height="272" rx="24" fill="${body}"/><rect x="126" y="218" width="388" height="228" rx="14" fill="none" stroke="${trim}" stroke-width="6" stroke-dasharray="16 9"/>`,
        print: { x: 320, y: 332, width: 330, size: 44 },
      };
    case 'cap':
      return {
        shape: `<path d="M168 366 C168 196 472 196 472 366 Z" fill="${body}"/><path d="M320 206 L320 366" stroke="${trim}" stroke-width="5" opacity="0.6"/><circle cx="320" cy="210" r="11" fill="${trim}"/><path d="M146 366 L538 366 C562 386 542 420 498 420 L192 420 C156 420 134 392 146 366 Z" fill="${trim}"/>`,
        print: { x: 320, y: 308, width: 190, size: 32 },
      };
    case 'phone-case':
      return {
        shape: `<rect x="214" y="92" width="212" height="440" rx="38" fill="${body}"/><rect x="236" y="114" width="88" height="96" rx="20" fill="${trim}"/><circle cx="262" cy="140" r="13" fill="${ink}" opacity="0.7"/><circle cx="298" cy="184" r="13" fill="${ink}" opacity="0.7"/>`,
        print: { x: 320, y: 352, width: 160, size: 30 },
      };
  }
}
