import { demoImageUrlPattern, demoImageUrlPrefix } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { demoImageUrl, initialsOf, parseDemoImageName, type DemoImage } from './demo-image-name';
import { niches, products } from './vocabulary';

const nameOf = (url: string) => url.slice(demoImageUrlPrefix.length);

describe('demo image names', () => {
  it('reads back every picture it names, as a URL the import accepts', () => {
    for (const niche of niches) {
      for (const language of ['en', 'vi'] as const) {
        const images: DemoImage[] = [
          ...products.flatMap((product) =>
            (['post', 'video'] as const).map((kind) => ({
              kind,
              language,
              niche,
              product,
              variant: 23,
            })),
          ),
          { kind: 'page', language, niche, initials: 'nl', variant: 0 },
        ];
        for (const image of images) {
          const url = demoImageUrl(image);
          expect(url).toMatch(demoImageUrlPattern);
          expect(parseDemoImageName(nameOf(url))).toEqual(image);
        }
      }
    }
  });

  it('names the same picture for a variant and the same variant plus 24', () => {
    const [niche] = niches;
    if (!niche) throw new Error('the vocabulary has niches');
    const image = { kind: 'post', language: 'en', niche, product: products[0] } as const;
    expect(demoImageUrl({ ...image, variant: 29 })).toBe(demoImageUrl({ ...image, variant: 5 }));
    expect(demoImageUrl({ ...image, variant: 5 })).toBe(
      '/api/media/demo/post.en.nurse.t-shirt.5.svg',
    );
  });

  it('refuses any name it does not write', () => {
    for (const name of [
      'post.en.nurse.t-shirt.5',
      'post.en.nurse.t-shirt.24.svg',
      'post.en.nurse.t-shirt.05.svg',
      'post.fr.nurse.t-shirt.5.svg',
      'post.en.astronaut.t-shirt.5.svg',
      'post.en.nurse.spaceship.5.svg',
      'page.en.nurse.abc.5.svg',
      'page.en.nurse.<b>.5.svg',
      'Post.en.nurse.t-shirt.5.svg',
      '../post.en.nurse.t-shirt.5.svg',
      'post.en.nurse.t-shirt.5.svg?x=<script>',
    ]) {
      expect(parseDemoImageName(name), name).toBeUndefined();
    }
    expect(parseDemoImageName('post.en.mother-s-day.mug.0.svg')?.niche.key).toBe("mother's day");
    expect(parseDemoImageName('post.vi.tet.mug.0.svg')?.niche.key).toBe('tết');
  });

  it("takes a page's initials from its first two words, diacritics dropped", () => {
    expect(initialsOf('Nurse Life Co')).toBe('nl');
    expect(initialsOf('Áo Thun Cho Mẹ')).toBe('at');
    expect(initialsOf('Đẹp')).toBe('d');
    expect(initialsOf('!!!')).toBe('x');
  });
});
