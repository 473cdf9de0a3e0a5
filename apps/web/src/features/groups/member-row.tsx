import { Badge } from '@mantine/core';
import type { GroupMember } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { RowFigure } from '../../lib/collections/row-figure';
import { ListRow, RowRemoveButton } from '../../lib/collections/row-list';
import { Count, LatestPost } from '../../lib/entities/entity-cells';
import { listedRow } from '../../lib/entities/listed-entity';
import { ListedEntityName } from '../../lib/entities/listed-entity-name';

/** A group's page, domain or pixel: what it is, its counts, and (own group) a way to remove it. */
export function MemberRow({
  member,
  onRemove,
}: {
  member: GroupMember;
  onRemove?: (member: GroupMember) => void;
}) {
  const { t } = useTranslation();
  const counts = listedRow(member);
  return (
    <ListRow
      testId="group-member-row"
      figures={
        <>
          <Badge variant="light" color="gray" size="sm">
            {t(`groups.detail.kinds.${member.kind}`)}
          </Badge>
          <RowFigure label={t('groups.detail.columns.posts')}>
            <Count value={counts.postCount} />
          </RowFigure>
          <RowFigure label={t('groups.detail.columns.ads')}>
            <Count value={counts.adCount} />
          </RowFigure>
          <RowFigure label={t('groups.detail.columns.latest')}>
            <LatestPost at={counts.latestPostAt} />
          </RowFigure>
        </>
      }
      action={
        onRemove && (
          <RowRemoveButton
            label={t('groups.detail.removeMember.action')}
            onClick={() => onRemove(member)}
            testId="group-member-remove"
          />
        )
      }
    >
      <ListedEntityName entity={member} />
    </ListRow>
  );
}
