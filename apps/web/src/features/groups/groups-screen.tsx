import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconFolders, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { ScreenHeading } from '../../components/screen-heading';
import { useCreateGroup } from '../../lib/collections/group-queries';
import { useAddress } from '../../lib/collections/use-address';
import { useDocumentTitle } from '../../lib/use-document-title';
import { GroupList } from './group-list';
import { GroupNameDialog } from './group-name-dialog';
import { groupTabs, readGroupsAddress, writeGroupsAddress, type GroupTab } from './groups-address';

/**
 * /a/groups: the user's groups, the featured ones and the featured ones they follow, with a way
 * to create a group; the tab and the page live in the address.
 */
export function GroupsScreen() {
  const { t } = useTranslation();
  const { address, go } = useAddress(readGroupsAddress, writeGroupsAddress);
  const create = useCreateGroup();
  const [isCreating, setCreating] = useState(false);
  useDocumentTitle(t('groups.screen.title'));

  return (
    <Stack gap="lg" data-testid="groups-screen">
      <Group justify="space-between" align="flex-start" gap="md">
        <ScreenHeading
          icon={IconFolders}
          title={t('groups.screen.title')}
          description={t('groups.screen.description')}
        />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          data-testid="group-create"
        >
          {t('groups.create.action')}
        </Button>
      </Group>
      <Tabs
        value={address.tab}
        onChange={(tab) => {
          if (tab) go({ tab: tab as GroupTab, page: 1, perPage: address.perPage });
        }}
        variant="pills"
        radius="xl"
        aria-label={t('groups.tabs.label')}
      >
        <Tabs.List>
          {groupTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`groups-tab-${tab}`}>
              {t(`groups.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <GroupList key={address.tab} address={address} go={go} />
      {isCreating && (
        <GroupNameDialog
          title={t('groups.create.title')}
          initialName=""
          submitLabel={t('groups.create.submit')}
          onSubmit={async (name) => {
            await create.mutateAsync(name);
            // The new group shows among the user's own, listed by name.
            go({ tab: 'own', page: 1, perPage: address.perPage });
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}
