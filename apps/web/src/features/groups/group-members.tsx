import { Stack, Title } from '@mantine/core';
import type { GroupMember, ResearchGroup } from '@postradar/contracts';
import { IconFolders } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { GroupCounts } from '../../lib/collections/group-counts';
import { RowList } from '../../lib/collections/row-list';
import { listedTarget } from '../../lib/entities/listed-entity';
import { useGroupChanges } from './group-changes';
import { MemberRow } from './member-row';

/** 'Group details': every page, domain and pixel of the group; the owner may remove each. */
export function GroupMembers({
  group,
  members,
}: {
  group: ResearchGroup;
  members: readonly GroupMember[];
}) {
  const { t } = useTranslation();
  const changes = useGroupChanges();
  const [toRemove, setToRemove] = useState<GroupMember | null>(null);
  const removing = toRemove && listedTarget(toRemove);

  return (
    <Stack gap="md" data-testid="group-members">
      <Stack gap={2}>
        <Title order={2} fz="xl">
          {t('groups.detail.members')}
        </Title>
        <GroupCounts group={group} fz="sm" />
      </Stack>
      {members.length === 0 ? (
        <CollectionEmpty
          icon={IconFolders}
          title={t('groups.detail.noMembers.title')}
          hint={t('groups.detail.noMembers.hint')}
        />
      ) : (
        <RowList testId="group-member-rows">
          {members.map((member) => {
            const target = listedTarget(member);
            return (
              <MemberRow
                key={`${target.kind}-${target.id}`}
                member={member}
                onRemove={group.isOwn ? setToRemove : undefined}
              />
            );
          })}
        </RowList>
      )}
      {removing && (
        <ConfirmDialog
          title={t('groups.detail.removeMember.title', { name: removing.name })}
          message={t('groups.detail.removeMember.body')}
          confirmLabel={t('groups.detail.removeMember.action')}
          onConfirm={() => changes.removeMember(group._id, removing.kind, removing.id)}
          onClose={() => setToRemove(null)}
        />
      )}
    </Stack>
  );
}
