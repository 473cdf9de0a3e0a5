import { Box } from '@mantine/core';
import { UpgradePrompt, upgradeVariant, useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { trialsPath } from '../billing/trials-path';
import { useCanStartTrial } from '../billing/use-can-start-trial';
import { useMarkFirstScreenDrawnWhen } from '../first-screen-drawn';
import { demoImages } from './demo-images';
import type { GateRefusal } from './gate-refusal';

/**
 * The upgrade prompt of packages/ui for a refusal: the ads texts and preview when the Ads library
 * is what the plan lacks, the pro ones otherwise, with the refusal's title and words. A seller
 * without a plan who may still start the free trial, where the trial opens the screen, is offered
 * the trial instead of the plans. A screen that shows it instead of its content (results that
 * will not come) is drawn with it.
 */
export function UpgradeGate({ refusal }: { refusal: GateRefusal }) {
  const { t } = useTranslation();
  const canStartTrial = useCanStartTrial();
  useMarkFirstScreenDrawnWhen(true);
  const variant = upgradeVariant(refusal.feature ? [refusal.feature] : []);
  const offersTrial = canStartTrial && refusal.trialWouldOpen === true;
  const texts = offersTrial
    ? {
        badge: t('gates.trialOffer.badge'),
        title: t('gates.trialOffer.title'),
        description: t('gates.trialOffer.description'),
        action: { label: t('gates.trialOffer.action'), to: trialsPath },
      }
    : { title: refusal.title, description: refusal.description };
  return (
    <Box data-testid="upgrade-gate" data-variant={offersTrial ? 'trial' : variant}>
      <UpgradePrompt
        excluded={refusal.feature ? [refusal.feature] : []}
        {...texts}
        demo={{ ...demoImages[variant], alt: t(`gates.demoAlt.${variant}`) }}
        linkComponent={Link}
      />
    </Box>
  );
}
