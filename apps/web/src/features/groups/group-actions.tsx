import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ResearchGroup } from '@postradar/contracts';
import {
  IconCheck,
  IconCopy,
  IconPencil,
  IconStar,
  IconStarOff,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { Gate } from '../../lib/billing-gate/gate';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { useNotifyFailure } from '../../lib/collections/use-notify-failure';
import { GroupNameDialog } from './group-name-dialog';
import { useGroupChanges } from './group-changes';

interface GroupActionsProps {
  group: ResearchGroup;
  /** After the group is deleted (its own screen goes back to the list). */
  onDeleted?: () => void;
}

/**
 * What the user can do with a group: rename and delete their own; follow and copy a featured
 * one; feature or withdraw any, for staff with the group-mod role.
 */
export function GroupActions({ group, onDeleted }: GroupActionsProps) {
  const { t } = useTranslation();
  const changes = useGroupChanges();
  const notifyFailure = useNotifyFailure();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [pending, setPending] = useState<'follow' | 'copy' | 'feature' | null>(null);

  async function run(
    kind: 'follow' | 'copy' | 'feature',
    failedTitle: string,
    change: () => Promise<unknown>,
  ) {
    setPending(kind);
    try {
      await change();
    } catch (failure) {
      notifyFailure(failedTitle, failure);
    } finally {
      setPending(null);
    }
  }

  const copy = () =>
    run('copy', t('groups.copy.failed'), async () => {
      const copied = await changes.copy(group._id);
      notifications.show({ color: 'teal', message: t('groups.copy.done', { name: copied.name }) });
    });

  return (
    <Group gap="xs" wrap="wrap" onClick={(event) => event.stopPropagation()}>
      {!group.isOwn && group.isFeatured && (
        <>
          <Button
            size="compact-sm"
            variant={group.isFollowed ? 'light' : 'filled'}
            leftSection={group.isFollowed ? <IconCheck size={14} /> : <IconUserPlus size={14} />}
            aria-pressed={group.isFollowed}
            loading={pending === 'follow'}
            onClick={() =>
              void run('follow', t('groups.follow.failed'), () =>
                changes.setFollowed(group._id, !group.isFollowed),
              )
            }
            data-testid="group-follow"
          >
            {group.isFollowed ? t('groups.follow.following') : t('groups.follow.follow')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCopy size={14} />}
            loading={pending === 'copy'}
            onClick={() => void copy()}
            data-testid="group-copy"
          >
            {t('groups.copy.action')}
          </Button>
        </>
      )}
      <Gate feature="group-mod">
        <Button
          size="compact-sm"
          variant={group.isFeatured ? 'light' : 'default'}
          color={group.isFeatured ? 'yellow' : undefined}
          leftSection={group.isFeatured ? <IconStarOff size={14} /> : <IconStar size={14} />}
          loading={pending === 'feature'}
          onClick={() =>
            void run('feature', t('groups.feature.failed'), () =>
              changes.setFeatured(group._id, !group.isFeatured),
            )
          }
          data-testid="group-feature"
        >
          {group.isFeatured ? t('groups.feature.unfeature') : t('groups.feature.feature')}
        </Button>
      </Gate>
      {group.isOwn && (
        <>
          <Tooltip label={t('groups.rename.action')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('groups.rename.action')}
              onClick={() => setDialog('rename')}
              data-testid="group-rename"
            >
              <IconPencil size={18} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('groups.remove.action')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('groups.remove.action')}
              onClick={() => setDialog('delete')}
              data-testid="group-delete"
            >
              <IconTrash size={18} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      {dialog === 'rename' && (
        <GroupNameDialog
          title={t('groups.rename.title', { name: group.name })}
          initialName={group.name}
          submitLabel={t('groups.rename.submit')}
          onSubmit={(name) => changes.rename(group._id, name)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('groups.remove.title', { name: group.name })}
          message={t('groups.remove.body')}
          confirmLabel={t('groups.remove.action')}
          onConfirm={async () => {
            await changes.remove(group._id);
            onDeleted?.();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Group>
  );
}
