import { IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { PersonalizedPostResults } from './personalized-post-results';
import { ResearchScreen } from './research-screen';
import { trendingSearch } from '../../lib/research/screen-searches';

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
      <PersonalizedPostResults sorts={trendingSearch.sorts} sortControl="tabs" />
    </ResearchScreen>
  );
}
