import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ResearchGroup } from '@postradar/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link, useNavigate } from 'react-router';
import { GroupCounts } from '../../lib/collections/group-counts';
import { GroupActions } from './group-actions';
import { GroupIcon } from './group-icon';

/** The way back to the groups. */
export function BackToGroups() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/a/groups" fz="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} />
        {t('groups.detail.back')}
      </Group>
    </Anchor>
  );
}

/** The top of a group's screen: its name, who made it, what it holds, and its actions. */
export function GroupHeader({ group }: { group: ResearchGroup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="sm">
      <BackToGroups />
      <Card withBorder radius="lg" padding="lg" data-testid="group-header">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 320px' }}>
            <GroupIcon isFeatured={group.isFeatured} size={56} />
            <Stack gap={4} miw={0}>
              <Group gap="xs" wrap="wrap">
                <Title
                  order={1}
                  fz={{ base: 22, sm: 28 }}
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="group-name"
                >
                  {group.name}
                </Title>
                {group.isFeatured && (
                  <Badge variant="light" color="yellow">
                    {t('groups.row.featured')}
                  </Badge>
                )}
              </Group>
              <GroupCounts group={group} fz="sm" />
              {!group.isOwn && (
                <Text fz="sm" c="dimmed">
                  {t('groups.row.by', { name: group.ownerName })}
                </Text>
              )}
            </Stack>
          </Group>
          <GroupActions group={group} onDeleted={() => void navigate('/a/groups')} />
        </Group>
      </Card>
    </Stack>
  );
}
