import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { useAuth } from '../../lib/session/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSupportChatVisibility } from '../../lib/use-support-chat-visibility';
import classes from './pricing-page.module.css';

/** /pricing: the free-trial promise now; plan cards arrive with the billing module. */
export function PricingPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  useDocumentTitle(t('comingSoon.screens.pricing.title'));
  useSupportChatVisibility(true);

  return (
    <Box bg="gray.0" mih="100vh">
      <PublicHeader withSignIn={!isAuthenticated} />
      <Box className={classes.promo}>
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <Stack gap="md" align="center" ta="center" maw={720} mx="auto">
            <Badge variant="white" color="radar" size="lg">
              {t('comingSoon.screens.pricing.title')}
            </Badge>
            <Title order={1} c="white" fz={{ base: 32, sm: 44 }} data-testid="pricing-promo">
              {t('comingSoon.pricingPromo')}
            </Title>
            <Text c="rgba(255,255,255,0.8)" fz={{ base: 'md', sm: 'lg' }}>
              {t('comingSoon.pricingPromoBody')}
            </Text>
            <Group gap="sm" mt="sm" justify="center">
              {isAuthenticated ? (
                <Button
                  component={Link}
                  to="/a"
                  size="md"
                  variant="white"
                  rightSection={<IconArrowRight size={18} />}
                >
                  {t('comingSoon.backToDashboard')}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to="/login"
                  size="md"
                  variant="white"
                  rightSection={<IconArrowRight size={18} />}
                >
                  {t('comingSoon.startTrial')}
                </Button>
              )}
              <Button component={Link} to="/" size="md" variant="subtle" color="gray.0">
                {t('common.backHome')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="md" py={{ base: 40, sm: 64 }}>
        <ComingSoon screen="pricing" icon={IconReceipt} />
      </Container>
      <PublicFooter />
    </Box>
  );
}
