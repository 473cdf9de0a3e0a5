import { trendingSearch } from '../../lib/research/screen-searches';
import { PersonalizedPostResults } from './personalized-post-results';
import { ResearchScreen } from './research-screen';

/** /a/trending: what grows fastest now, filterable like the post search. */
export function TrendingScreen() {
  return (
    <ResearchScreen screen="trending">
      <PersonalizedPostResults sorts={trendingSearch.sorts} sortControl="tabs" />
    </ResearchScreen>
  );
}
