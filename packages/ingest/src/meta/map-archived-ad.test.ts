import { importLineSchema } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import type { ArchivedAd } from './archived-ad';
import { archivedAdLines, mapArchivedAd, type AdContext } from './map-archived-ad';

/** An ads_archive entry of the documented shape. */
function archivedAd(id: string, pageId: string, overrides: Partial<ArchivedAd> = {}): ArchivedAd {
  return {
    id,
    ad_creation_time: '2026-11-01',
    ad_creative_bodies: [`Proud nurse tee ${id} — free shipping today`],
    ad_creative_link_captions: ['NURSELIFE.SHOP'],
    ad_creative_link_titles: ['Christmas Nurse Tee'],
    ad_creative_link_descriptions: ['Soft cotton, all sizes'],
    ad_delivery_start_time: '2026-11-01T10:00:00+0000',
    ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${id}&access_token=secret`,
    page_id: pageId,
    page_name: 'Nurse Life Co',
    publisher_platforms: ['FACEBOOK', 'INSTAGRAM'],
    languages: ['en'],
    ...overrides,
  };
}

const inUs: AdContext = { mediaType: 'NONE', countries: ['US'] };
function postOf(ad: ArchivedAd, context: AdContext) {
  const { post } = mapArchivedAd(ad, context);
  if (post?.type !== 'post') throw new Error('expected a post line');
  return post;
}

describe('mapArchivedAd', () => {
  it('maps an entry to a page line and an ad line the import format takes, without the snapshot URL', () => {
    const { page, post } = mapArchivedAd(
      archivedAd('31', '1048576', { eu_total_reach: 1200 }),
      inUs,
    );
    expect(page).toEqual({ type: 'page', id: '1048576', name: 'Nurse Life Co' });
    expect(post).toEqual({
      type: 'post',
      id: '31',
      page_id: '1048576',
      kind: 'ad',
      created_time: '2026-11-01T00:00:00.000Z',
      message: 'Proud nurse tee 31 — free shipping today\n\nSoft cotton, all sizes',
      media_type: 'link',
      link: 'https://nurselife.shop/',
      headline: 'Christmas Nurse Tee',
      cta: null,
      language: 'en',
      country: 'US',
      ad: {
        ad_sets: null,
        platforms: ['facebook', 'instagram'],
        start_time: '2026-11-01T10:00:00.000Z',
        stop_time: null,
        reached_countries: ['US'],
        eu_total_reach: 1200,
      },
    });
    expect(importLineSchema.safeParse(page).success).toBe(true);
    expect(importLineSchema.safeParse(post).success).toBe(true);
    expect(JSON.stringify(post)).not.toContain('access_token');
  });

  it('labels the media type with the pass that found the ad', () => {
    const ad = archivedAd('32', '1');
    const noCaption = archivedAd('33', '1', { ad_creative_link_captions: ['Shop now'] });
    const labelOf = (entry: ArchivedAd, mediaType: AdContext['mediaType']) =>
      postOf(entry, { ...inUs, mediaType }).media_type;
    expect(labelOf(ad, 'VIDEO')).toBe('video');
    expect(labelOf(ad, 'IMAGE')).toBe('photo');
    expect(labelOf(ad, 'MEME')).toBe('photo');
    expect(labelOf(ad, 'NONE')).toBe('link');
    expect(labelOf(ad, 'ALL')).toBe('link');
    expect(labelOf(noCaption, 'NONE')).toBe('text');
    expect(labelOf(noCaption, 'ALL')).toBe('text');
    expect(postOf(noCaption, inUs)).toMatchObject({ link: null });
    expect(postOf(ad, { ...inUs, mediaType: 'VIDEO' })).toMatchObject({
      link: 'https://nurselife.shop/',
    });
  });

  it('names the reached country only when exactly one country was queried', () => {
    const ad = archivedAd('34', '1');
    const reach = (countries: string[]) => {
      const post = postOf(ad, { mediaType: 'ALL', countries });
      return { country: post.country, reached: post.ad?.reached_countries };
    };
    expect(reach(['DE'])).toEqual({ country: 'DE', reached: ['DE'] });
    expect(reach(['US', 'DE'])).toEqual({ country: null, reached: [] });
    expect(reach(['ALL'])).toEqual({ country: null, reached: [] });
  });

  it('keeps the EU reach only as a whole number of people', () => {
    const euReach = (eu_total_reach: number | undefined) =>
      postOf(archivedAd('35', '1', { eu_total_reach }), inUs).ad?.eu_total_reach;
    expect(euReach(0)).toBe(0);
    expect(euReach(53_000)).toBe(53_000);
    expect(euReach(undefined)).toBeNull();
    expect(euReach(-1)).toBeNull();
    expect(euReach(12.5)).toBeNull();
  });

  it('leaves the headline empty without a link title, and the ad out without any date', () => {
    expect(postOf(archivedAd('36', '1', { ad_creative_link_titles: [' '] }), inUs)).toMatchObject({
      headline: null,
    });
    const undated = { ad_creation_time: undefined, ad_delivery_start_time: undefined };
    expect(mapArchivedAd(archivedAd('37', '1', undated), inUs).post).toBeNull();
  });
});

describe('archivedAdLines', () => {
  it('writes each Facebook page once, before its first ad', () => {
    const lines = archivedAdLines(
      [archivedAd('41', '1'), archivedAd('42', '2'), archivedAd('43', '1')],
      inUs,
    );
    expect(lines.map((line) => `${line.type} ${'id' in line ? line.id : ''}`)).toEqual([
      'page 1',
      'post 41',
      'page 2',
      'post 42',
      'post 43',
    ]);
  });
});
