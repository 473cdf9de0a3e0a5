import { useIsMobile } from '@postradar/ui';
import { entityKindOf, type CollectionTarget } from './follow-kinds';
import { EntityCollectionActions } from './entity-collection-actions';
import { useCollectionMarks } from './use-collection-marks';

/** The collection actions on a page's, domain's or pixel's own screen, with its marks. */
export function EntityDetailActions({ target }: { target: CollectionTarget }) {
  const marks = useCollectionMarks({ [entityKindOf[target.kind]]: [target.id] });
  // On a phone, Add to group and Ignore are icons on Follow's line.
  const isNarrow = useIsMobile();
  return (
    <EntityCollectionActions
      target={target}
      marks={marks}
      variant={isNarrow ? 'narrow-header' : 'header'}
    />
  );
}
