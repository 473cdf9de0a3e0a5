import { Badge, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { SandboxBanner } from '../../lib/billing-sandbox/sandbox-banner';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { isActiveMembership } from '../../lib/billing/active-membership';
import { useMembership } from '../../lib/billing/membership-query';
import { useAuth } from '../../lib/session/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSupportChatVisibility } from '../../lib/use-support-chat-visibility';
import { ContactChannels } from './contact-channels';
import { CurrentPlan } from './current-plan';
import { GettingStartedNote } from './getting-started-note';
import { PlanGrid } from './plan-grid';
import { PricingLanguageToggle } from './pricing-language-toggle';
import classes from './pricing-page.module.css';

/**
 * /pricing (docs/product.md, Pricing and checkout), for visitors and signed-in users: the trial
 * promise, a language toggle, the plan cards (with the user's current plan), the getting-started
 * video, the contact channels and a link back home.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const membership = useMembership({ enabled: isAuthenticated });
  const current = isActiveMembership(membership.data) ? membership.data : null;
  useDocumentTitle(t('billing.pricing.title'));
  useSupportChatVisibility(true);

  return (
    <Box bg="gray.0" mih="100vh">
      <PublicHeader withSignIn={!isAuthenticated} />
      <Box component="main">
        <Box className={classes.promo}>
          <Container size="lg" pt={{ base: 40, sm: 64 }}>
            <Stack gap="md" align="center" ta="center" maw={760} mx="auto">
              <Badge variant="white" color="radar" size="lg">
                {t('billing.pricing.title')}
              </Badge>
              <Title order={1} c="white" fz={{ base: 30, sm: 44 }} data-testid="pricing-promo">
                {t('billing.pricing.promo')}
              </Title>
              <Text c="rgba(255,255,255,0.8)" fz={{ base: 'md', sm: 'lg' }}>
                {t('billing.pricing.promoBody')}
              </Text>
              <PricingLanguageToggle />
            </Stack>
          </Container>
        </Box>

        <Container size="lg" className={classes.plans}>
          <Stack gap="lg">
            <SandboxBanner />
            {current && <CurrentPlan membership={current} />}
            <PlanGrid membership={current} />
            <Text fz="sm" c="dimmed" ta="center">
              {t('billing.pricing.plansBody')}
            </Text>
          </Stack>
        </Container>

        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Stack gap={48}>
            <GettingStartedNote />
            <ContactChannels />
            <Box>
              <Button
                component={Link}
                to="/"
                variant="subtle"
                leftSection={<IconArrowLeft size={16} />}
                data-testid="pricing-back-home"
              >
                {t('common.backHome')}
              </Button>
            </Box>
          </Stack>
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}
