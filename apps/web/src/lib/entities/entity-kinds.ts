import { domainSorts, pageSorts, pixelSorts } from '@postradar/contracts';
import { IconBuildingStore, IconFlag2, IconFocus2, type Icon } from '@tabler/icons-react';

/** The three lists of the research corpus besides posts, named as their API paths and routes. */
export const entityKinds = ['pages', 'domains', 'pixels'] as const;
export type EntityKind = (typeof entityKinds)[number];

/** The orders each list offers, the first being the default (most posts). */
export const entitySorts = {
  pages: pageSorts,
  domains: domainSorts,
  pixels: pixelSorts,
} as const;
export type EntitySort<K extends EntityKind> = (typeof entitySorts)[K][number];

export const entityIcons: Record<EntityKind, Icon> = {
  pages: IconFlag2,
  domains: IconBuildingStore,
  pixels: IconFocus2,
};

/** /a/pages, /a/domains, /a/pixels. */
export function entityListPath(kind: EntityKind): string {
  return `/a/${kind}`;
}

/** /a/pages/12: a page, domain or pixel's own screen. */
export function entityPath(kind: EntityKind, id: string): string {
  return `/a/${kind}/${encodeURIComponent(id)}`;
}
