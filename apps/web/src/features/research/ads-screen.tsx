import { adsSearch } from '../../lib/research/screen-searches';
import { PersonalizedPostResults } from './personalized-post-results';
import { ResearchScreen } from './research-screen';

/** /a/ads: the post search over ads only. */
export function AdsScreen() {
  return (
    <ResearchScreen screen="ads">
      <PersonalizedPostResults fixed={adsSearch.fixed} />
    </ResearchScreen>
  );
}
