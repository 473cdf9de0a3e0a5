import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { collectionNameMaxLength } from '@postradar/contracts';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@postradar/ui';
import { CollectionModal } from './collection-modal';
import type { CollectionTarget } from './follow-kinds';
import { GroupCounts } from './group-counts';
import {
  groupKeys,
  listGroups,
  useCreateGroup,
  useToggleGroupMember,
  type GroupListQuery,
} from './group-queries';
import { TargetIcon } from './target-icon';
import { useCollectionErrorText } from './use-collection-error-text';

interface AddToGroupModalProps {
  /** What may be added: a page, a store, pixels; the first is chosen at first. */
  targets: readonly CollectionTarget[];
  onClose(): void;
}

/** The last digits of a pixel id, to tell a store's pixels apart in the choice. */
function pixelTail(id: string): string {
  return id.length > 4 ? `…${id.slice(-4)}` : id;
}

/**
 * 'Add to group': the user's own groups, each checked when it holds the chosen page, store or
 * pixel and toggling it; the box finds a group or, when none is named so, creates it with the
 * member in it, and says why when the API refuses. Mounted only while open.
 */
export function AddToGroupModal({ targets, onClose }: AddToGroupModalProps) {
  const { t } = useTranslation();
  const errorText = useCollectionErrorText();
  const [choice, setChoice] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [search] = useDebouncedValue(text.trim(), 250);
  const target = targets[choice] ?? targets[0];
  const create = useCreateGroup();
  const toggle = useToggleGroupMember();

  const query: GroupListQuery = {
    scope: 'own',
    q: search || undefined,
    containing: target ? `${target.kind}:${target.id}` : undefined,
    // Every group at once: a user keeps at most collectionLimits.groups (100) of them.
    perPage: '100',
  };
  const groups = useQuery({
    queryKey: groupKeys.list(query),
    queryFn: ({ signal }) => listGroups(query, signal),
    enabled: target !== undefined,
    placeholderData: keepPreviousData,
  });
  if (!target) return null;

  const name = text.trim();
  const docs = groups.data?.docs ?? [];
  const hasExactMatch = docs.some((group) => group.name.toLowerCase() === name.toLowerCase());
  const canCreate = name !== '' && !hasExactMatch;
  const pixelCount = targets.filter((item) => item.kind === 'pixel').length;

  async function createWithMember(event?: FormEvent) {
    event?.preventDefault();
    if (!canCreate || !target || create.isPending) return;
    setError(null);
    try {
      const group = await create.mutateAsync(name);
      await toggle.mutateAsync({
        groupId: group._id,
        kind: target.kind,
        targetId: target.id,
        add: true,
      });
      setText('');
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  function toggleMember(groupId: string, add: boolean) {
    if (!target) return;
    setError(null);
    toggle.mutate(
      { groupId, kind: target.kind, targetId: target.id, add },
      { onError: (failure) => setError(errorText(failure)) },
    );
  }

  const pendingGroupId = toggle.isPending ? toggle.variables.groupId : undefined;

  return (
    <CollectionModal title={t('groups.modal.title')} onClose={onClose} testId="add-to-group-modal">
      <Stack gap="md">
        {targets.length > 1 && (
          <SegmentedControl
            value={String(choice)}
            onChange={(value) => setChoice(Number(value))}
            aria-label={t('groups.modal.target')}
            fullWidth
            data={targets.map((item, index) => ({
              value: String(index),
              label:
                item.kind === 'pixel' && pixelCount > 1
                  ? `${t('groups.modal.targets.pixel')} ${pixelTail(item.name)}`
                  : t(`groups.modal.targets.${item.kind}`),
            }))}
            data-testid="add-to-group-target"
          />
        )}
        <Group gap="xs" wrap="nowrap" miw={0}>
          <TargetIcon kind={target.kind} />
          <Text
            fw={600}
            truncate
            ff={target.kind === 'pixel' ? 'monospace' : undefined}
            title={target.name}
            data-testid="add-to-group-name"
          >
            {target.name}
          </Text>
        </Group>
        <form onSubmit={(event) => void createWithMember(event)}>
          <Stack gap="xs">
            <TextInput
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              placeholder={t('groups.modal.search')}
              aria-label={t('groups.modal.search')}
              leftSection={<IconSearch size={16} stroke={1.8} />}
              rightSection={groups.isFetching ? <Loader size={14} /> : undefined}
              maxLength={collectionNameMaxLength}
              data-autofocus
              data-testid="add-to-group-search"
            />
            {canCreate && (
              <Button
                type="submit"
                variant="light"
                justify="flex-start"
                leftSection={<IconPlus size={16} />}
                loading={create.isPending}
                data-testid="add-to-group-create"
              >
                <Text span inherit truncate>
                  {t('groups.modal.create', { name })}
                </Text>
              </Button>
            )}
          </Stack>
        </form>
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="add-to-group-error"
          >
            {error}
          </Alert>
        )}
        {groups.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorText(groups.error)}
          </Alert>
        ) : groups.data && docs.length === 0 ? (
          <Text fz="sm" c="dimmed" data-testid="add-to-group-empty">
            {search ? t('groups.modal.noMatch') : t('groups.modal.noGroups')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
            <Stack gap="xs">
              {docs.map((group) => (
                <Checkbox.Card
                  key={group._id}
                  checked={group.hasMember}
                  onChange={(isChecked) => toggleMember(group._id, isChecked)}
                  disabled={pendingGroupId === group._id}
                  radius="md"
                  p="sm"
                  aria-label={group.name}
                  data-testid="add-to-group-row"
                >
                  <Group gap="sm" wrap="nowrap">
                    <Checkbox.Indicator disabled={pendingGroupId === group._id} />
                    <Stack gap={0} miw={0} style={{ flex: 1 }}>
                      <Text fw={600} fz="sm" truncate title={group.name}>
                        {group.name}
                      </Text>
                      <GroupCounts group={group} />
                    </Stack>
                    <Text fz="xs" c={group.hasMember ? 'radar.7' : 'dimmed'} visibleFrom="xs">
                      {group.hasMember ? t('groups.modal.member') : t('groups.modal.notMember')}
                    </Text>
                  </Group>
                </Checkbox.Card>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="add-to-group-done">
            {t('groups.modal.done')}
          </Button>
        </Group>
      </Stack>
    </CollectionModal>
  );
}
