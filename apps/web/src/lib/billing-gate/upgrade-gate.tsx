import { Box } from '@mantine/core';
import { UpgradePrompt, upgradeVariant, useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { demoImages } from './demo-images';
import type { GateRefusal } from './gate-refusal';

/**
 * The upgrade prompt of packages/ui for a refusal: the ads texts and preview when the Ads library
 * is what the plan lacks, the pro ones otherwise, with the refusal's title and words.
 */
export function UpgradeGate({ refusal }: { refusal: GateRefusal }) {
  const { t } = useTranslation();
  const variant = upgradeVariant(refusal.feature ? [refusal.feature] : []);
  return (
    <Box data-testid="upgrade-gate" data-variant={variant}>
      <UpgradePrompt
        excluded={refusal.feature ? [refusal.feature] : []}
        title={refusal.title}
        description={refusal.description}
        demo={{ ...demoImages[variant], alt: t(`gates.demoAlt.${variant}`) }}
        linkComponent={Link}
      />
    </Box>
  );
}
