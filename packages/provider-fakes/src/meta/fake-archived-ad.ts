/** What an ad is about, as the Ad Library sorts ads (commercial ones are every other ad). */
export type FakeAdCategory =
  'COMMERCIAL' | 'POLITICAL_AND_ISSUE_ADS' | 'HOUSING_ADS' | 'EMPLOYMENT_ADS' | 'CREDIT_ADS';

/** The creative's media, as the API's `media_type` filter tells them apart. */
export type FakeAdMedia = 'IMAGE' | 'MEME' | 'VIDEO' | 'NONE';

/** An ad the fake holds: the documented ads_archive fields, plus facts the API never returns as fields. */
export interface FakeArchivedAd {
  id: string;
  page_id: string;
  page_name?: string;
  ad_creation_time?: string;
  ad_creative_bodies?: string[];
  ad_creative_link_captions?: string[];
  ad_creative_link_titles?: string[];
  ad_creative_link_descriptions?: string[];
  /** '2026-11-01' or '2026-11-01T10:00:00+0000', as Meta writes them. */
  ad_delivery_start_time: string;
  ad_delivery_stop_time?: string;
  ad_snapshot_url?: string;
  publisher_platforms?: string[];
  languages?: string[];
  eu_total_reach?: number;
  /** The countries the ad was delivered to (two-letter codes). */
  reached: string[];
  media: FakeAdMedia;
  category: FakeAdCategory;
}

/**
 * A plausible print-on-demand t-shirt ad: commercial, an image, delivered in Germany from
 * 2026-11-01 and still running, seen by 1,200 people in the EU.
 */
export function fakeArchivedAd(
  id: string,
  pageId: string,
  overrides: Partial<FakeArchivedAd> = {},
): FakeArchivedAd {
  return {
    id,
    page_id: pageId,
    page_name: 'Paw Print Tees',
    ad_creation_time: '2026-11-01',
    ad_creative_bodies: [
      'Best Cat Dad Ever: our bestselling tee, printed on demand. Free shipping today only!',
    ],
    ad_creative_link_captions: ['PAWPRINTTEES.SHOP'],
    ad_creative_link_titles: ['Cat Dad T-Shirt'],
    ad_creative_link_descriptions: ['Soft cotton, sizes S to 5XL'],
    ad_delivery_start_time: '2026-11-01',
    ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${id}&access_token=meta-test-token`,
    publisher_platforms: ['FACEBOOK', 'INSTAGRAM'],
    languages: ['en'],
    eu_total_reach: 1200,
    reached: ['DE'],
    media: 'IMAGE',
    category: 'COMMERCIAL',
    ...overrides,
  };
}
