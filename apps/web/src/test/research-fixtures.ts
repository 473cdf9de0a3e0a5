import type { PostDto } from '@postradar/contracts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** An organic photo post of a store's page, as GET /api/posts answers it; `overrides` change it. */
export function postOf(overrides: Partial<PostDto> = {}): PostDto {
  return {
    _id: '101',
    networkId: '104851_990001',
    kind: 'post',
    page: {
      _id: '7',
      networkId: '104851',
      name: 'Nurse Life Co',
      username: 'nurselifeco',
      category: 'Clothing (Brand)',
      pictureUrl: null,
      followers: 15_400,
      country: 'US',
    },
    message: 'Only for proud nurses 💪 Our hoodie is back. 50% off today only!',
    mediaType: 'photo',
    media: [{ thumb: '/api/media/demo/post-101.png', original: null }],
    link: 'https://nurselife.shop/products/hoodie',
    domain: { _id: '3', host: 'nurselife.shop', platform: 'shopify' },
    cta: { type: 'SHOP_NOW', title: 'Nurse hoodie' },
    headline: null,
    tags: ['nurse'],
    language: 'en',
    country: 'US',
    createdTime: hoursAgo(30),
    firstSeenAt: hoursAgo(29),
    metricsAt: hoursAgo(1),
    lastSeenAt: hoursAgo(1),
    reactions: {
      total: 12_345,
      like: 9_000,
      love: 3_000,
      care: 0,
      haha: 345,
      wow: 0,
      sad: 0,
      angry: 0,
    },
    comments: 1_234,
    shares: 567,
    ad: null,
    gained24h: { reactions: 2_345, comments: 12, shares: 3 },
    spikes: { reactions: 1.2, comments: 1, shares: 1 },
    pixels: [{ _id: '41', networkId: '812345678901234' }],
    ...overrides,
  };
}

/** A running ad with its ad sets and platforms. */
export function adOf(overrides: Partial<PostDto> = {}): PostDto {
  return postOf({
    _id: '202',
    networkId: '104851_990002',
    kind: 'ad',
    ad: {
      adSets: 3,
      platforms: ['facebook', 'instagram', 'audience_network'],
      startTime: hoursAgo(72),
      stopTime: null,
      reachedCountries: [],
      euTotalReach: null,
    },
    ...overrides,
  });
}

/** A page of results as GET /api/posts answers it, in its response envelope. */
export function postPageOf(
  docs: PostDto[],
  extra: Partial<{
    page: number;
    pages: number;
    total: number;
    perPage: number;
    totalCapped: boolean;
  }> = {},
) {
  return {
    data: {
      success: true,
      data: {
        docs,
        page: 1,
        pages: 1,
        total: docs.length,
        perPage: 50,
        totalCapped: false,
        ...extra,
      },
    },
    status: 200,
  };
}
