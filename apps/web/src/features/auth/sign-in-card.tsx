import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../../lib/session/session-storage';
import { buildGoogleSignInUrl } from './build-google-sign-in-url';
import { GoogleMark } from './google-mark';

interface SignInCardProps {
  eyebrow?: string;
  headline: string;
  subtitle: string;
  /** Shown in the error area; the area is absent without a message. */
  errorMessage?: string | null;
  /** A code given to this page (`?affiliate=`); otherwise the one remembered from a `?ref=` link. */
  affiliateCode?: string | null;
  footer?: ReactNode;
}

/** Read when the link is used: the device id is computed in the background and may come late. */
function signInUrl(affiliateCode: string | null | undefined): string {
  return buildGoogleSignInUrl({
    affiliateCode: affiliateCode || session.getAffiliateCode(),
    deviceId: session.getDeviceId(),
  });
}

/**
 * The sign-in view: headline, one Google button (a real link: the browser leaves for the passport
 * service, with the device id and any affiliate code) and an error area present only when there
 * is a message.
 */
export function SignInCard({
  eyebrow,
  headline,
  subtitle,
  errorMessage,
  affiliateCode,
  footer,
}: SignInCardProps) {
  const { t } = useTranslation();
  return (
    <Paper p={{ base: 'lg', xs: 'xl' }} radius="lg" shadow="md" withBorder w="100%" maw={440}>
      <Stack gap="lg">
        <Stack gap={6}>
          {eyebrow && (
            <Text fz="sm" fw={600} c="radar.6">
              {eyebrow}
            </Text>
          )}
          <Title order={1} fz={{ base: 26, xs: 30 }} lh={1.2}>
            {headline}
          </Title>
          <Text c="dimmed" fz="sm" lh={1.6}>
            {subtitle}
          </Text>
        </Stack>

        {errorMessage && (
          <Alert
            variant="light"
            color="red"
            radius="md"
            title={t('auth.login.errorTitle')}
            icon={<IconAlertCircle size={18} />}
            data-testid="login-error"
          >
            {errorMessage}
          </Alert>
        )}

        <Button
          component="a"
          href={signInUrl(affiliateCode)}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            // The browser follows the href as it is after the click handlers have run.
            event.currentTarget.href = signInUrl(affiliateCode);
          }}
          size="lg"
          variant="default"
          fullWidth
          leftSection={<GoogleMark size={20} />}
          data-testid="google-sign-in"
          styles={{
            root: { height: 52, borderColor: 'var(--mantine-color-gray-4)' },
            label: { fontWeight: 600 },
          }}
        >
          {t('auth.login.google')}
        </Button>

        <Text fz="xs" c="dimmed" ta="center">
          <IconLock size={12} style={{ verticalAlign: '-1px', marginRight: 4 }} />
          {t('auth.login.privacy')}
        </Text>
        {footer}
      </Stack>
    </Paper>
  );
}
