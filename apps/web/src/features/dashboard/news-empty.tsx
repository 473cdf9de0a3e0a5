import { IconHistory, IconUserCheck } from '@tabler/icons-react';
import { useLanguage, useTranslation } from '@postradar/ui';
import { formatNumber } from '../../lib/research/format-count';
import { BlockEmpty } from './block-empty';

/** Where the follows and the saved searches are listed. */
export const followsPath = '/a/follows';
export const savedSearchesPath = '/a/search-history?tab=saved';

/**
 * No follow has new posts: to a user who follows nothing yet, how to follow; to one who does,
 * that nothing they follow has posted since they last looked. Both lead to Follows.
 */
export function FollowsNewsEmpty({ followCount }: { followCount: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const action = { label: t('dashboard.news.followsAction'), to: followsPath };
  if (followCount === 0) {
    return (
      <BlockEmpty
        icon={IconUserCheck}
        title={t('dashboard.news.followsNoneTitle')}
        hint={t('dashboard.news.followsNoneHint')}
        action={action}
        testId="dashboard-follows"
      />
    );
  }
  return (
    <BlockEmpty
      icon={IconUserCheck}
      title={t('dashboard.news.followsQuietTitle')}
      hint={t('dashboard.news.followsQuietHint', {
        count: followCount,
        formatted: formatNumber(followCount, language),
      })}
      action={action}
      testId="dashboard-follows"
    />
  );
}

/**
 * No saved search has new posts: to a user who saved none yet, how to save one (and a way to
 * search); to one who did, that nothing new matches them, with the way to their saved searches.
 */
export function SearchesNewsEmpty({ savedSearchCount }: { savedSearchCount: number }) {
  const { t } = useTranslation();
  if (savedSearchCount === 0) {
    return (
      <BlockEmpty
        icon={IconHistory}
        title={t('dashboard.news.searchesNoneTitle')}
        hint={t('dashboard.news.searchesNoneHint')}
        action={{ label: t('dashboard.news.searchesNoneAction'), to: '/a/posts' }}
        testId="dashboard-searches"
      />
    );
  }
  return (
    <BlockEmpty
      icon={IconHistory}
      title={t('dashboard.news.searchesQuietTitle')}
      hint={t('dashboard.news.searchesQuietHint')}
      action={{ label: t('dashboard.news.searchesQuietAction'), to: savedSearchesPath }}
      testId="dashboard-searches"
    />
  );
}
