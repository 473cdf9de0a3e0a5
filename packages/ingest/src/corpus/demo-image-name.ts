import { demoImageUrlPrefix } from '@postradar/contracts';
import { niches, products, type Niche } from './vocabulary';

/**
 * The name of a demo picture (decision 0041) says everything it shows, so that the API draws it
 * from the name alone: `post.en.nurse.t-shirt.5.svg` (a product photo), `video.vi.dog-mom.mug.3.svg`
 * (the same with a play button), `page.en.nurse.nl.7.svg` (a page's avatar with its initials).
 */
export type DemoImage =
  | {
      kind: 'post' | 'video';
      language: 'en' | 'vi';
      niche: Niche;
      product: (typeof products)[number];
      variant: number;
    }
  | { kind: 'page'; language: 'en' | 'vi'; niche: Niche; initials: string; variant: number };

/** Colour and slogan variants per niche and product. */
export const DEMO_IMAGE_VARIANTS = 24;

/** 'Mother's Day' -> 'mother-s-day', 'tết' -> 'tet'. */
function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const slugByNiche = new Map(niches.map((niche) => [niche, slugOf(niche.key)]));
const nicheBySlug = new Map([...slugByNiche].map(([niche, slug]) => [slug, niche]));
const productBySlug = new Map<string, (typeof products)[number]>(
  products.map((product) => [product.slug, product]),
);

/** The first letters of a name's first two words, diacritics dropped: 'Áo Thun Cho Mẹ' -> 'at'. */
export function initialsOf(name: string): string {
  const words = slugOf(name).split('-').filter(Boolean);
  return (words.length > 0 ? words : ['x'])
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

/** The app-relative URL of a demo picture. */
export function demoImageUrl(image: DemoImage): string {
  const variant =
    ((image.variant % DEMO_IMAGE_VARIANTS) + DEMO_IMAGE_VARIANTS) % DEMO_IMAGE_VARIANTS;
  const subject = image.kind === 'page' ? image.initials : image.product.slug;
  const name = [
    image.kind,
    image.language,
    slugByNiche.get(image.niche) ?? slugOf(image.niche.key),
    subject,
    variant,
  ].join('.');
  return `${demoImageUrlPrefix}${name}.svg`;
}

/**
 * The picture a name describes, or undefined for any name `demoImageUrl` does not write: every
 * part is checked against the vocabulary, so nothing of the name is drawn but known words.
 */
export function parseDemoImageName(name: string): DemoImage | undefined {
  const match =
    /^(post|video|page)\.(en|vi)\.([a-z0-9-]{1,40})\.([a-z0-9-]{1,20})\.(\d{1,2})\.svg$/.exec(name);
  if (!match) return undefined;
  const [, kind, language, nicheSlug, subject, variantText] = match;
  const niche = nicheBySlug.get(nicheSlug ?? '');
  const variant = Number(variantText);
  if (!niche || variant >= DEMO_IMAGE_VARIANTS || String(variant) !== variantText) return undefined;
  const lang = language as 'en' | 'vi';
  if (kind === 'page') {
    return subject && /^[a-z0-9]{1,2}$/.test(subject)
      ? { kind, language: lang, niche, initials: subject, variant }
      : undefined;
  }
  const product = productBySlug.get(subject ?? '');
  return product
    ? { kind: kind as 'post' | 'video', language: lang, niche, product, variant }
    : undefined;
}
