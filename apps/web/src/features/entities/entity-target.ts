import type { DomainListItem, PageListItem, PixelListItem } from '@postradar/contracts';
import { followKindOf, type CollectionTarget } from '../../lib/collections/follow-kinds';
import type { EntityKind } from '../../lib/entities/entity-kinds';

/** A listed page, domain or pixel as the follow, group and ignore controls name it. */
export function entityTarget(
  kind: EntityKind,
  item: PageListItem | DomainListItem | PixelListItem,
): CollectionTarget {
  const name = 'host' in item ? item.host : 'name' in item ? item.name : item.networkId;
  return { kind: followKindOf[kind], id: item._id, name };
}
