import { Stack } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { ScreenHeading } from '../../components/screen-heading';
import { followKindOf } from '../../lib/collections/follow-kinds';
import { useAddress } from '../../lib/collections/use-address';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BlacklistList } from './blacklist-list';
import { FollowList } from './follow-list';
import { followKeys, getFollowSummary } from './follow-queries';
import { readFollowsAddress, writeFollowsAddress } from './follows-address';
import { FollowsTabs } from './follows-tabs';

/**
 * /a/follows: the pages, domains and pixels the user follows with their new posts, and the
 * blacklist; the tab, the blacklist's kind and the page live in the address.
 */
export function FollowsScreen() {
  const { t } = useTranslation();
  const { address, go } = useAddress(readFollowsAddress, writeFollowsAddress);
  const { tab } = address;
  const summary = useQuery({
    queryKey: followKeys.summary,
    queryFn: ({ signal }) => getFollowSummary(signal),
  });
  const title = tab === 'pixels' ? t('follows.screen.pixelsTitle') : t('follows.screen.title');
  useDocumentTitle(title);

  return (
    <Stack gap="lg" data-testid="follows-screen">
      <ScreenHeading
        icon={IconUserCheck}
        title={title}
        description={t('follows.screen.description')}
      />
      <FollowsTabs
        value={tab}
        summary={summary.data}
        onChange={(next) => go({ tab: next, page: 1, perPage: address.perPage })}
      />
      {tab === 'blacklist' ? (
        <BlacklistList address={address} go={go} />
      ) : (
        <FollowList key={tab} kind={followKindOf[tab]} address={address} go={go} />
      )}
    </Stack>
  );
}
