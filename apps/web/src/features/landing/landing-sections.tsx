import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicFooter } from '../../components/public-footer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSupportChatVisibility } from '../../lib/use-support-chat-visibility';
import { AudienceStrip } from './audience-strip';
import { FeatureGrid } from './feature-grid';
import { HowItWorks } from './how-it-works';
import { LandingCta } from './landing-cta';
import { LandingHero } from './landing-hero';

/** The public landing page at / (decision 0003). An `?affiliate=` code is carried to sign-in. */
export function LandingPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('landing.pageTitle'));
  useSupportChatVisibility(true);

  const affiliate = searchParams.get('affiliate');
  const signInHref = affiliate
    ? `/login?${new URLSearchParams({ affiliate }).toString()}`
    : '/login';

  return (
    <Box bg="gray.0">
      <LandingHero signInHref={signInHref} />
      <AudienceStrip />
      <FeatureGrid />
      <HowItWorks />
      <LandingCta signInHref={signInHref} />
      <PublicFooter />
    </Box>
  );
}
