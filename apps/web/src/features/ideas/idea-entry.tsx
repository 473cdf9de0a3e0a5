import { ActionIcon, Badge, Box, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Idea } from '@postradar/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { AddedByLine } from '../../lib/collections/added-by-line';
import { PostCard } from '../../lib/research/post-card';
import type { ResultsLayout } from '../../lib/research/use-results-layout';

interface IdeaEntryProps {
  idea: Idea;
  layout: ResultsLayout;
  /** Given to idea moderators: editing and removing the idea. */
  moderation?: { onEdit(idea: Idea): void; onRemove(idea: Idea): void };
}

/** An idea: its post's research card, its niche, why it works, who picked it and when. */
export function IdeaEntry({ idea, layout, moderation }: IdeaEntryProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} h={layout === 'grid' ? '100%' : undefined} data-testid="idea-item">
      <Box style={{ flex: 1, minHeight: 0 }}>
        <PostCard post={idea.post} layout={layout} />
      </Box>
      <Card padding="sm" shadow="xs">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Badge variant="light" radius="sm" maw="100%" data-testid="idea-niche-badge">
              {idea.niche}
            </Badge>
            {moderation && (
              <Group gap={2} wrap="nowrap">
                <Tooltip label={t('ideas.item.edit')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => moderation.onEdit(idea)}
                    aria-label={t('ideas.item.edit')}
                    data-testid="idea-edit"
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('ideas.item.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => moderation.onRemove(idea)}
                    aria-label={t('ideas.item.remove')}
                    data-testid="idea-remove"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          </Group>
          <Text
            fz="sm"
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            data-testid="idea-entry-note"
          >
            {idea.note}
          </Text>
          <AddedByLine
            person={idea.addedBy}
            label={(name) => t('ideas.item.pickedBy', { name })}
            formerName={t('ideas.item.formerMember')}
            time={idea.addedAt}
            avatarSize={22}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
