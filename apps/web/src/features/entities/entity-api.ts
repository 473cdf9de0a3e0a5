import type { CallArguments, CallData } from '@postradar/api-client';
import { researchCalls, type PixelNetwork } from '@postradar/contracts';
import { api } from '../../lib/api';
import type { PostSource } from '../../lib/research/search-posts';
import type { EntityKind } from '../../lib/entities/entity-kinds';
import type { ListParams } from './list-params';

/** The calls of each kind: its list, one of it, and its posts. */
const entityCalls = {
  pages: { list: researchCalls.pages, detail: researchCalls.page, posts: researchCalls.pagePosts },
  domains: {
    list: researchCalls.domains,
    detail: researchCalls.domain,
    posts: researchCalls.domainPosts,
  },
  pixels: {
    list: researchCalls.pixels,
    detail: researchCalls.pixel,
    posts: researchCalls.pixelPosts,
  },
};
type EntityCalls = typeof entityCalls;

export type EntityListPage<K extends EntityKind> = CallData<EntityCalls[K]['list']>;
export type EntityItem<K extends EntityKind> = EntityListPage<K>['docs'][number];
export type EntityDetail<K extends EntityKind> = CallData<EntityCalls[K]['detail']>;

/**
 * GET /api/pages, /api/domains or /api/pixels: one page of the list, checked by its contract. The
 * parameters go as the address holds them: the API names a bad one in its 400.
 */
export function listEntities<K extends EntityKind>(
  kind: K,
  params: ListParams,
  signal?: AbortSignal,
): Promise<EntityListPage<K>> {
  const call = entityCalls[kind].list;
  return api.call(call, ...([{ query: params, signal }] as CallArguments<typeof call>));
}

/** GET /api/pages/:id (or domains, pixels): the entity with its counts. */
export function getEntity<K extends EntityKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<EntityDetail<K>> {
  const call = entityCalls[kind].detail;
  return api.call(call, ...([{ params: { id }, signal }] as CallArguments<typeof call>));
}

/** GET /api/pixels/:id/network: the stores loading a pixel and the pages advertising them. */
export function getPixelNetwork(id: string, signal?: AbortSignal): Promise<PixelNetwork> {
  return api.call(researchCalls.pixelNetwork, { params: { id }, signal });
}

/** The posts of an entity, which take every parameter of a post search. */
export function entityPostSource(kind: EntityKind, id: string): PostSource {
  return { call: entityCalls[kind].posts, id };
}
