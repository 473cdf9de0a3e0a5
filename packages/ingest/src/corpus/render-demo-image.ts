import { drawProduct } from './draw-product';
import type { DemoImage } from './demo-image-name';

/** A background, the product's colours and a highlight; light and dark ones mixed. */
interface Palette {
  from: string;
  to: string;
  body: string;
  trim: string;
  ink: string;
  accent: string;
}

const palettes: readonly Palette[] = [
  {
    from: '#fff4e6',
    to: '#ffd8a8',
    body: '#1c7ed6',
    trim: '#1864ab',
    ink: '#ffffff',
    accent: '#f76707',
  },
  {
    from: '#e6fcf5',
    to: '#96f2d7',
    body: '#212529',
    trim: '#495057',
    ink: '#ffffff',
    accent: '#0ca678',
  },
  {
    from: '#f3f0ff',
    to: '#d0bfff',
    body: '#f8f9fa',
    trim: '#ced4da',
    ink: '#5f3dc4',
    accent: '#7048e8',
  },
  {
    from: '#e7f5ff',
    to: '#a5d8ff',
    body: '#e03131',
    trim: '#a61e1e',
    ink: '#ffffff',
    accent: '#1c7ed6',
  },
  {
    from: '#fff9db',
    to: '#ffe066',
    body: '#2b8a3e',
    trim: '#1e6b30',
    ink: '#ffffff',
    accent: '#f59f00',
  },
  {
    from: '#fff0f6',
    to: '#fcc2d7',
    body: '#495057',
    trim: '#343a40',
    ink: '#ffffff',
    accent: '#d6336c',
  },
  {
    from: '#343a40',
    to: '#1a1d20',
    body: '#f1f3f5',
    trim: '#adb5bd',
    ink: '#c2255c',
    accent: '#fab005',
  },
  {
    from: '#e3fafc',
    to: '#99e9f2',
    body: '#862e9c',
    trim: '#5f1f70',
    ink: '#ffffff',
    accent: '#1098ad',
  },
  {
    from: '#fff4e6',
    to: '#ffc078',
    body: '#ffffff',
    trim: '#dee2e6',
    ink: '#d9480f',
    accent: '#e8590c',
  },
  {
    from: '#ebfbee',
    to: '#b2f2bb',
    body: '#364fc7',
    trim: '#27389a',
    ink: '#ffe066',
    accent: '#2f9e44',
  },
  {
    from: '#1b2b4b',
    to: '#0b1426',
    body: '#ffd43b',
    trim: '#f08c00',
    ink: '#1b2b4b',
    accent: '#74c0fc',
  },
  {
    from: '#f8f0fc',
    to: '#eebefa',
    body: '#0b7285',
    trim: '#095c6b',
    ink: '#ffffff',
    accent: '#ae3ec9',
  },
];

/** FNV-1a: the same text always picks the same palette and layout. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Text as SVG character data or an attribute value: nothing in it can become markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words split into at most two lines of similar length. */
function twoLines(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2 || text.length <= 10) return [text];
  let best = 1;
  for (let cut = 1; cut < words.length; cut++) {
    const gap = (at: number) =>
      Math.abs(words.slice(0, at).join(' ').length - words.slice(at).join(' ').length);
    if (gap(cut) < gap(best)) best = cut;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

const font = `font-family="Inter, 'Helvetica Neue', Arial, sans-serif"`;

/** Lines of text centred on (x, y), shrunk to fit `width`. */
function centredText(
  lines: string[],
  {
    x,
    y,
    width,
    size,
    rotate,
  }: { x: number; y: number; width: number; size: number; rotate?: number },
  colour: string,
  weight = 800,
): string {
  const longest = Math.max(...lines.map((line) => line.length));
  const fitted = Math.min(size, Math.floor(width / (longest * 0.7)));
  const lineHeight = Math.round(fitted * 1.1);
  const top = y - ((lines.length - 1) * lineHeight) / 2;
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${x}" y="${Math.round(top + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const turn = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : '';
  return `<text ${font} font-size="${fitted}" font-weight="${weight}" fill="${colour}" text-anchor="middle" dominant-baseline="middle" letter-spacing="1"${turn}>${spans}</text>`;
}

/** Soft dots scattered the same way for the same picture. */
function confetti(seed: number, colour: string): string {
  const dots = [];
  let state = seed;
  for (let index = 0; index < 9; index++) {
    state = Math.imul(state ^ (state >>> 13), 0x5bd1e995) >>> 0;
    const x = 30 + (state % 580);
    const y = 30 + ((state >>> 10) % 120) + (index % 2 === 0 ? 0 : 440);
    const r = 5 + ((state >>> 20) % 9);
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.35"/>`);
  }
  return dots.join('');
}

function svg(size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

function gradient(from: string, to: string): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** Whether a #rrggbb colour is light (white text would not read on it). */
function isLight(colour: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 186;
}

/** A page's avatar: its initials on a gradient disc. */
function drawAvatar(image: Extract<DemoImage, { kind: 'page' }>, palette: Palette): string {
  const deep = isLight(palette.body) ? palette.ink : palette.body;
  return svg(
    200,
    gradient(palette.accent, deep) +
      `<rect width="200" height="200" fill="url(#bg)"/>` +
      `<circle cx="100" cy="100" r="74" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.35"/>` +
      centredText(
        [image.initials.toUpperCase()],
        { x: 100, y: 104, width: 150, size: 76 },
        '#ffffff',
      ),
  );
}

/**
 * The SVG of a demo picture: a product photo with a seller's slogan printed on it, a label with
 * the product's name and a caption saying whom it is for (a play button on a video's), or a
 * page's avatar. A pure function of the picture: the same name gives the same bytes.
 */
export function renderDemoImage(image: DemoImage): string {
  const seed = hashOf(
    `${image.kind === 'page' ? image.initials : image.product.slug}:${image.niche.key}`,
  );
  const palette = palettes[(seed + image.variant * 5) % palettes.length] as Palette;
  if (image.kind === 'page') return drawAvatar(image, palette);

  const vi = image.language === 'vi';
  const brand = image.niche.brands[image.variant % image.niche.brands.length] ?? image.niche.key;
  const art = drawProduct(image.product.slug, palette);
  const label = (vi ? image.product.vi : image.product.en).toUpperCase();
  const caption = vi ? `Dành cho ${image.niche.whoVi}` : `For ${image.niche.who}`;
  const labelWidth = Math.round(label.length * 11 + 36);
  const play =
    image.kind === 'video'
      ? `<circle cx="320" cy="320" r="62" fill="#000000" opacity="0.55"/><path d="M300 286 L300 354 L356 320 Z" fill="#ffffff"/>`
      : '';
  return svg(
    640,
    gradient(palette.from, palette.to) +
      `<rect width="640" height="640" fill="url(#bg)"/>` +
      `<circle cx="560" cy="92" r="150" fill="${palette.accent}" opacity="0.18"/>` +
      confetti(seed ^ image.variant, palette.accent) +
      `<ellipse cx="320" cy="522" rx="190" ry="18" fill="#000000" opacity="0.12"/>` +
      art.shape +
      centredText(twoLines(brand.toUpperCase()), art.print, palette.ink) +
      play +
      `<rect x="28" y="28" width="${labelWidth}" height="40" rx="20" fill="#ffffff" opacity="0.9"/>` +
      `<text ${font} x="${28 + labelWidth / 2}" y="49" font-size="17" font-weight="700" fill="#212529" text-anchor="middle" dominant-baseline="middle" letter-spacing="1.5">${escapeXml(label)}</text>` +
      `<rect x="120" y="560" width="400" height="52" rx="26" fill="#ffffff" opacity="0.92"/>` +
      `<text ${font} x="320" y="587" font-size="24" font-weight="600" fill="#212529" text-anchor="middle" dominant-baseline="middle">${escapeXml(capitalise(caption))}</text>`,
  );
}
