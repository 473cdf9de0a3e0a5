import type { PostSort } from '@postradar/contracts';
import { IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PersonalizedPostResults } from './personalized-post-results';
import { ResearchScreen } from './research-screen';

/** Trending first: the largest reaction increase in 24 hours, then the three spikes. */
const trendingSorts: readonly PostSort[] = [
  'trending',
  'mass_reactions',
  'mass_shares',
  'mass_comments',
];

/** /a/trending: what grows fastest now, filterable like the post search. */
export function TrendingScreen() {
  const { t } = useTranslation();
  return (
    <ResearchScreen
      title={t('research.screens.trending.title')}
      heading={t('research.screens.trending.heading')}
      description={t('research.screens.trending.description')}
      icon={IconTrendingUp}
      testId="trending-screen"
    >
      <PersonalizedPostResults sorts={trendingSorts} sortControl="tabs" />
    </ResearchScreen>
  );
}
