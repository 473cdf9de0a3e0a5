import { useIsMobile } from '@postradar/ui';
import { entityKindOf, followedIdsKey, type CollectionTarget } from './follow-kinds';
import { EntityCollectionActions } from './entity-collection-actions';
import { useCollectionMarks } from './use-collection-marks';

/** The collection actions on a page's, domain's or pixel's own screen, with its follow mark. */
export function EntityDetailActions({ target }: { target: CollectionTarget }) {
  const marks = useCollectionMarks({ [entityKindOf[target.kind]]: [target.id] });
  const isFollowed = marks.followed[followedIdsKey[target.kind]].includes(target.id);
  // On a phone, Add to group and Ignore are icons on Follow's line.
  const isNarrow = useIsMobile();
  return (
    <EntityCollectionActions
      target={target}
      isFollowed={isFollowed}
      variant={isNarrow ? 'narrow-header' : 'header'}
    />
  );
}
