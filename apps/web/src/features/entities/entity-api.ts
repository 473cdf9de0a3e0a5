import { unwrap } from '@postradar/api-client';
import {
  domainDetailResponseSchema,
  domainListResponseSchema,
  pageDetailResponseSchema,
  pageListResponseSchema,
  pixelDetailResponseSchema,
  pixelListResponseSchema,
  pixelNetworkResponseSchema,
  researchPaths,
  type PixelNetwork,
} from '@postradar/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';
import type { EntityKind } from './entity-kinds';
import type { ListParams } from './list-params';

const listResponses = {
  pages: pageListResponseSchema,
  domains: domainListResponseSchema,
  pixels: pixelListResponseSchema,
};
const listPaths = {
  pages: researchPaths.pages,
  domains: researchPaths.domains,
  pixels: researchPaths.pixels,
};
const detailResponses = {
  pages: pageDetailResponseSchema,
  domains: domainDetailResponseSchema,
  pixels: pixelDetailResponseSchema,
};
const detailPaths = {
  pages: researchPaths.page,
  domains: researchPaths.domain,
  pixels: researchPaths.pixel,
};

export type EntityListPage<K extends EntityKind> = z.output<(typeof listResponses)[K]>['data'];
export type EntityItem<K extends EntityKind> = EntityListPage<K>['docs'][number];
export type EntityDetail<K extends EntityKind> = z.output<(typeof detailResponses)[K]>['data'];

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const entityKeys = {
  list: (kind: EntityKind, params: ListParams) => ['research', kind, 'list', params] as const,
  detail: (kind: EntityKind, id: string) => ['research', kind, 'detail', id] as const,
  network: (id: string) => ['research', 'pixels', 'network', id] as const,
};

/** GET /api/pages, /api/domains or /api/pixels: one page of the list, checked by its contract. */
export function listEntities<K extends EntityKind>(
  kind: K,
  params: ListParams,
  signal?: AbortSignal,
): Promise<EntityListPage<K>> {
  return api.main
    .get(listPaths[kind], { params, signal })
    .then(unwrap(listResponses[kind])) as Promise<EntityListPage<K>>;
}

/** GET /api/pages/:id (or domains, pixels): the entity with its counts. */
export function getEntity<K extends EntityKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<EntityDetail<K>> {
  return api.main
    .get(withId(detailPaths[kind], id), { signal })
    .then(unwrap(detailResponses[kind])) as Promise<EntityDetail<K>>;
}

/** GET /api/pixels/:id/network: the stores loading a pixel and the pages advertising them. */
export function getPixelNetwork(id: string, signal?: AbortSignal): Promise<PixelNetwork> {
  return api.main
    .get(withId(researchPaths.pixelNetwork, id), { signal })
    .then(unwrap(pixelNetworkResponseSchema));
}

/** The API path (under /api) of an entity's posts, which takes every parameter of a post search. */
export function entityPostsPath(kind: EntityKind, id: string): string {
  const paths = {
    pages: researchPaths.pagePosts,
    domains: researchPaths.domainPosts,
    pixels: researchPaths.pixelPosts,
  };
  return withId(paths[kind], id);
}
