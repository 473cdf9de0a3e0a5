import { Box, Button, Container, Group } from '@mantine/core';
import { IconArrowLeft, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '@postradar/ui';
import { UserMenu } from '../../components/user-menu';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /checkout (signed-in only): the order, payment methods and coupon arrive with the billing module. */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('comingSoon.screens.checkout.title'));
  return (
    <Box bg="gray.0" mih="100vh">
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link
              to="/a"
              aria-label={t('shell.homeLink')}
              style={{ display: 'flex', textDecoration: 'none' }}
            >
              <Logo size={28} />
            </Link>
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitcher />
              <UserMenu />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="md" py={{ base: 'lg', sm: 48 }}>
        <ComingSoon
          screen="checkout"
          icon={IconShoppingCart}
          actions={
            <>
              <Button
                component={Link}
                to="/a"
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t('comingSoon.backToDashboard')}
              </Button>
              <Button component={Link} to="/pricing">
                {t('common.pricing')}
              </Button>
            </>
          }
        />
      </Container>
    </Box>
  );
}
