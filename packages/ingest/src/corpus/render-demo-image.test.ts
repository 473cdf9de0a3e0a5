import { describe, expect, it } from 'vitest';
import { parseDemoImageName, type DemoImage } from './demo-image-name';
import { escapeXml, renderDemoImage } from './render-demo-image';
import { niches, products } from './vocabulary';

function every(): DemoImage[] {
  return niches.flatMap((niche) =>
    (['en', 'vi'] as const).flatMap((language) => [
      ...products.map((product, index) => ({
        kind: index % 2 === 0 ? ('post' as const) : ('video' as const),
        language,
        niche,
        product,
        variant: index,
      })),
      { kind: 'page' as const, language, niche, initials: 'ab', variant: 3 },
    ]),
  );
}

describe('renderDemoImage', () => {
  it('draws the same bytes for the same picture, and other pictures for other variants', () => {
    const image = parseDemoImageName('post.en.nurse.t-shirt.5.svg');
    const other = parseDemoImageName('post.en.nurse.t-shirt.6.svg');
    if (!image || !other) throw new Error('names not read');
    expect(renderDemoImage(image)).toBe(renderDemoImage(image));
    expect(renderDemoImage(other)).not.toBe(renderDemoImage(image));
  });

  it('writes one self-contained SVG, with no script, link or markup from its words', () => {
    for (const image of every()) {
      const svg = renderDemoImage(image);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<script|<foreignObject|href=|on[a-z]+=|url\((?!#bg\))/i);
      // Between tags only text: every < and > in the words was escaped.
      const texts = svg.match(/>([^<]*)</g) ?? [];
      for (const text of texts) expect(text.slice(1, -1)).not.toMatch(/[<>]|&(?!#\d+;)/);
    }
  });

  it("prints a seller's slogan, the product's name and whom it is for, in the post's language", () => {
    const english = parseDemoImageName('post.en.nurse.mug.0.svg');
    const vietnamese = parseDemoImageName('video.vi.mom.t-shirt.1.svg');
    if (!english || !vietnamese) throw new Error('names not read');
    expect(renderDemoImage(english)).toContain('For nurses');
    expect(renderDemoImage(english)).toContain('>MUG<');
    const drawn = renderDemoImage(vietnamese);
    expect(drawn).toContain('Dành cho mẹ');
    expect(drawn).toContain('ÁO THUN');
  });

  it('escapes what could become markup', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
    );
  });
});
