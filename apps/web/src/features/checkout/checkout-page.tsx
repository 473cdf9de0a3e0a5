import { Anchor, Box, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { SupportChatRoom } from '../../components/support-chat-room';
import { SandboxBanner } from '../../lib/billing-sandbox/sandbox-banner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSupportChatVisibility } from '../../lib/use-support-chat-visibility';
import { CheckoutHeader } from './checkout-header';
import { CheckoutOrder } from './checkout-order';
import { CompletedView } from './completed-view';
import { PendingBillView } from './pending-bill-view';
import { useCheckoutFlow } from './use-checkout-flow';
import { usePayPalReturn } from './use-paypal-return';

/**
 * /checkout (signed-in only): the plan in the cart, its Review Order panel, the ways to pay and
 * the coupon box; then the bank transfer to make, or the completed order. PayPal returns here.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.screen.title'));
  useSupportChatVisibility(true);
  const flow = useCheckoutFlow();
  const paypal = usePayPalReturn(flow);
  const { stage } = flow;

  return (
    <Box bg="gray.0" mih="100vh">
      <CheckoutHeader />
      <Container size="lg" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', xs: 'md' }}>
        <Stack gap="lg">
          <SandboxBanner />
          {stage.name === 'completed' ? (
            <CompletedView order={stage.order} />
          ) : (
            <Stack gap="lg">
              <Stack gap={6}>
                <Anchor
                  component={Link}
                  to="/pricing"
                  fz="sm"
                  w="fit-content"
                  data-testid="checkout-back"
                >
                  <Group gap={4} wrap="nowrap">
                    <IconArrowLeft size={16} />
                    {t('checkout.screen.backToPlans')}
                  </Group>
                </Anchor>
                <Title order={1} fz={{ base: 26, sm: 32 }}>
                  {t('checkout.screen.title')}
                </Title>
                <Text c="dimmed">{t('checkout.screen.description')}</Text>
              </Stack>
              {paypal.isConfirming ? (
                <Group gap="sm" py="xl" justify="center" data-testid="paypal-confirming">
                  <Loader size="sm" />
                  <Text>{t('checkout.paypal.confirming')}</Text>
                </Group>
              ) : stage.name === 'pending' ? (
                <PendingBillView bill={stage.bill} flow={flow} />
              ) : (
                <CheckoutOrder flow={flow} isPayPalCancelled={paypal.isCancelled} />
              )}
            </Stack>
          )}
        </Stack>
      </Container>
      <SupportChatRoom />
    </Box>
  );
}
