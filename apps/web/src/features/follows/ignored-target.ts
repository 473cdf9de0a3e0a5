import type { IgnoredItem, IgnoreKind } from '@postradar/contracts';

/** The kind and id of an ignored item, and the name its confirmation shows (a post: none). */
export function ignoredTarget(item: IgnoredItem): { kind: IgnoreKind; id: string; name?: string } {
  if (item.kind === 'post') return { kind: 'post', id: item.post._id };
  if (item.kind === 'page') return { kind: 'page', id: item.page._id, name: item.page.name };
  return { kind: 'domain', id: item.domain._id, name: item.domain.host };
}
