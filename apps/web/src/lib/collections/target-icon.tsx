import type { FollowKind } from '@postradar/contracts';
import { entityIcons } from '../entities/entity-kinds';
import { entityKindOf } from './follow-kinds';

/** The small icon of a page, store or pixel in a menu or a choice. */
export function TargetIcon({ kind, size = 16 }: { kind: FollowKind; size?: number }) {
  const KindIcon = entityIcons[entityKindOf[kind]];
  return <KindIcon size={size} stroke={1.7} aria-hidden />;
}
