import type { CollectionMarks, FollowKind } from '@postradar/contracts';
import type { EntityKind } from '../entities/entity-kinds';

/** The list and screen of each kind a user follows or groups (page: /a/pages). */
export const entityKindOf: Record<FollowKind, EntityKind> = {
  page: 'pages',
  domain: 'domains',
  pixel: 'pixels',
};

export const followKindOf: Record<EntityKind, FollowKind> = {
  pages: 'page',
  domains: 'domain',
  pixels: 'pixel',
};

/** Where the marks of a page of results keep the followed ids of each kind. */
export const followedIdsKey = {
  page: 'pageIds',
  domain: 'domainIds',
  pixel: 'pixelIds',
} as const satisfies Record<FollowKind, keyof CollectionMarks['followed']>;

/** A page, domain or pixel a control acts on, with the name it is shown by. */
export interface CollectionTarget {
  kind: FollowKind;
  id: string;
  /** The page's name, the store's host or the pixel's id. */
  name: string;
}
