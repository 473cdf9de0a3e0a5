import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { adsSearch } from '../../lib/research/screen-searches';
import { PersonalizedPostResults } from './personalized-post-results';
import { ResearchScreen } from './research-screen';

/** /a/ads: the post search over ads only. */
export function AdsScreen() {
  const { t } = useTranslation();
  return (
    <ResearchScreen
      title={t('research.screens.ads.title')}
      heading={t('research.screens.ads.heading')}
      description={t('research.screens.ads.description')}
      icon={IconSpeakerphone}
      testId="ads-screen"
    >
      <PersonalizedPostResults fixed={adsSearch.fixed} />
    </ResearchScreen>
  );
}
