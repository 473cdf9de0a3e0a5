import { Skeleton, Stack, Tabs } from '@mantine/core';
import { isApiError } from '@postradar/api-client';
import { groupCalls } from '@postradar/contracts';
import { IconChartLine, IconListDetails, IconSearchOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../lib/api';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { groupKeys } from '../../lib/collections/group-queries';
import { useCollectionErrorText } from '../../lib/collections/use-collection-error-text';
import { LoadFailed } from '../../lib/entities/entity-states';
import { shouldRetry } from '../../lib/research/use-post-search';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackToGroups, GroupHeader } from './group-header';
import { GroupMembers } from './group-members';
import { GroupPosts } from './group-posts';
import { readGroupTab, type GroupDetailTab } from './group-tab';

/**
 * /a/groups/:id: 'Group details' (the group and its members) and 'Group Trending posts' (the
 * posts of its members with the whole post search); the tab lives in the address. The browser
 * tab's title names the group and the tab ('Nurse stores · Group details').
 */
export function GroupDetailScreen() {
  const { t } = useTranslation();
  const errorText = useCollectionErrorText();
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tab = readGroupTab(search);
  const detail = useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: ({ signal }) => api.call(groupCalls.group, { params: { id }, signal }),
    retry: shouldRetry,
  });
  const tabName = t(`groups.detail.tabs.${tab}`);
  const name = detail.data?.group.name;
  useDocumentTitle(name ? t('groups.detail.documentTitle', { name, tab: tabName }) : tabName);
  const status = isApiError(detail.error) ? detail.error.status : undefined;

  if (!detail.data) {
    if (status === 404 || status === 400) {
      return (
        <Stack gap="sm">
          <BackToGroups />
          <CollectionEmpty
            icon={IconSearchOff}
            title={t('groups.detail.missing.title')}
            hint={t('groups.detail.missing.hint')}
            action={{ label: t('groups.detail.back'), onClick: () => void navigate('/a/groups') }}
            testId="entity-empty"
          />
        </Stack>
      );
    }
    if (detail.isError) {
      return (
        <Stack gap="sm">
          <BackToGroups />
          <LoadFailed
            title={t('groups.detail.failed')}
            message={errorText(detail.error)}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        </Stack>
      );
    }
    return (
      <Stack gap="sm" aria-busy data-testid="group-loading">
        <BackToGroups />
        <Skeleton h={132} radius="lg" />
        <Skeleton h={36} w={320} radius="xl" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }

  const { group, members } = detail.data;
  const changeTab = (next: GroupDetailTab) =>
    void navigate({ pathname, search: next === 'trending' ? '?tab=trending' : '' });

  return (
    <Stack gap="lg" data-testid="group-detail">
      <GroupHeader group={group} />
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next && next !== tab) changeTab(next as GroupDetailTab);
        }}
        aria-label={t('groups.detail.tabs.label')}
      >
        <Tabs.List>
          <Tabs.Tab
            value="details"
            leftSection={<IconListDetails size={16} stroke={1.7} />}
            data-testid="group-details-tab"
          >
            {t('groups.detail.tabs.details')}
          </Tabs.Tab>
          <Tabs.Tab
            value="trending"
            leftSection={<IconChartLine size={16} stroke={1.7} />}
            data-testid="group-trending-tab"
          >
            {t('groups.detail.tabs.trending')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'details' ? (
        <GroupMembers group={group} members={members} />
      ) : (
        <GroupPosts id={group._id} />
      )}
    </Stack>
  );
}
