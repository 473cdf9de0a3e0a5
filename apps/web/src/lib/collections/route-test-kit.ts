import type {
  DomainListItem,
  FollowItem,
  GroupMember,
  PageListItem,
  PixelListItem,
  ResearchGroup,
} from '@postradar/contracts';
import { vi } from 'vitest';
import { api } from '../api';
import { answer } from './collection-test-kit';

type Params = Record<string, string | undefined>;
type Route = (params: Params) => unknown;

/**
 * Answers the app's GET calls by their path, each with what its route gives for the call's query;
 * any other path fails as an unknown call would.
 */
export function answerGets(routes: Record<string, Route>) {
  return vi.spyOn(api.main, 'get').mockImplementation((url, config) => {
    const route = routes[url];
    if (!route) return Promise.reject(new Error(`No route for GET ${url}`));
    return Promise.resolve(answer(route((config?.params ?? {}) as Params)));
  });
}

/** The calls made to `path`, each with its query. */
export function callsTo(spy: { mock: { calls: unknown[][] } }, path: string): Params[] {
  return spy.mock.calls
    .filter(([url]) => url === path)
    .map(([, config]) => ((config as { params?: Params } | undefined)?.params ?? {}) as Params);
}

const day = '2026-01-01T08:00:00.000Z';

export function pageRowOf(id: string, name: string): PageListItem {
  return {
    _id: id,
    networkId: `10485${id}`,
    name,
    username: null,
    category: 'Clothing (Brand)',
    pictureUrl: null,
    followers: 15_400,
    country: 'US',
    postCount: 1_234,
    adCount: 56,
    latestPostAt: day,
  };
}

export function domainRowOf(id: string, host: string): DomainListItem {
  return {
    _id: id,
    host,
    platform: 'shopify',
    postCount: 321,
    adCount: 12,
    latestPostAt: day,
    pixelCount: 2,
    pageCount: 3,
  };
}

export function pixelRowOf(id: string, networkId: string): PixelListItem {
  return {
    _id: id,
    networkId,
    postCount: 40,
    adCount: 4,
    latestPostAt: day,
    domainCount: 5,
    pageCount: 6,
  };
}

/** A followed page with `count` new posts since it was last seen. */
export function pageFollowOf(
  id: string,
  name: string,
  newPosts = { count: 0, isCapped: false },
): FollowItem {
  return { kind: 'page', page: pageRowOf(id, name), followedAt: day, seenAt: day, newPosts };
}

export function groupOf(
  id: string,
  name: string,
  extra: Partial<ResearchGroup> = {},
): ResearchGroup {
  return {
    _id: id,
    name,
    pageCount: 2,
    domainCount: 1,
    pixelCount: 0,
    isOwn: true,
    isFeatured: false,
    isFollowed: false,
    hasMember: false,
    ownerName: 'Lan Nguyen',
    createdAt: day,
    updatedAt: day,
    ...extra,
  };
}

export function pageMemberOf(id: string, name: string): GroupMember {
  return { kind: 'page', page: pageRowOf(id, name), addedAt: day };
}
