import { Box } from '@mantine/core';
import { AudienceStrip } from './audience-strip';
import { FeatureGrid } from './feature-grid';
import { HowItWorks } from './how-it-works';
import { LandingCta } from './landing-cta';

/**
 * What PostRadar is, for visitors: shown under the sign-in card on /login, where `/` sends every
 * visitor (decision 0003). `signInHref` leads back up to the sign-in card.
 */
export function LandingSections({ signInHref }: { signInHref: string }) {
  return (
    <Box bg="gray.0" data-testid="landing-sections">
      <AudienceStrip />
      <FeatureGrid />
      <HowItWorks />
      <LandingCta signInHref={signInHref} />
    </Box>
  );
}
