import type { DomainListItem, FollowKind, PageListItem, PixelListItem } from '@postradar/contracts';

/** A page, domain or pixel as the follows and a group's members carry it: its kind and list row. */
export type ListedEntity =
  | { kind: 'page'; page: PageListItem }
  | { kind: 'domain'; domain: DomainListItem }
  | { kind: 'pixel'; pixel: PixelListItem };

/** The list row of a listed entity, whatever its kind. */
export function listedRow(entity: ListedEntity): PageListItem | DomainListItem | PixelListItem {
  if (entity.kind === 'page') return entity.page;
  if (entity.kind === 'domain') return entity.domain;
  return entity.pixel;
}

/** Its kind, id and the name it is shown by: a page's name, a store's host, a pixel's id. */
export function listedTarget(entity: ListedEntity): { kind: FollowKind; id: string; name: string } {
  if (entity.kind === 'page') {
    return { kind: 'page', id: entity.page._id, name: entity.page.name };
  }
  if (entity.kind === 'domain') {
    return { kind: 'domain', id: entity.domain._id, name: entity.domain.host };
  }
  return { kind: 'pixel', id: entity.pixel._id, name: entity.pixel.networkId };
}
