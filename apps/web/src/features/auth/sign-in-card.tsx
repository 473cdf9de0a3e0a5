import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock, IconLogout } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { useLocation } from 'react-router';
import { readAffiliateCode } from '../../lib/affiliate/read-affiliate-code';
import { session } from '../../lib/session/session-storage';
import { buildGoogleSignInUrl } from './build-google-sign-in-url';
import { GoogleMark } from './google-mark';

/**
 * The message area above the button: why signing in failed (`error`), or why the last session
 * ended (`ended`).
 */
export interface SignInNotice {
  kind: 'error' | 'ended';
  title: string;
  message: string;
}

/** What the card says: the screen that shows it picks them for the situation. */
export interface SignInCardTexts {
  eyebrow?: string;
  headline: string;
  subtitle: string;
  /** Shown in the message area; the area is absent without one. */
  notice?: SignInNotice | null;
  /** The button's text; 'Sign in with Google' by default. */
  signInLabel?: string;
}

interface SignInCardProps extends SignInCardTexts {
  footer?: ReactNode;
}

/**
 * Read when the link is used: the device id is computed in the background and may come late. The
 * affiliate code is the one in this page's address, else the one remembered from an earlier page.
 */
function signInUrl(search: string): string {
  return buildGoogleSignInUrl({
    affiliateCode: readAffiliateCode(search) ?? session.getAffiliateCode(),
    deviceId: session.getDeviceId(),
  });
}

const noticeLooks = {
  error: { color: 'red', icon: <IconAlertCircle size={18} /> },
  ended: { color: 'orange', icon: <IconLogout size={18} /> },
} as const;

/**
 * The sign-in view: headline, one Google button (a real link: the browser leaves for the passport
 * service, with the device id and any affiliate code) and a message area present only when there
 * is a message.
 */
export function SignInCard({
  eyebrow,
  headline,
  subtitle,
  notice,
  signInLabel,
  footer,
}: SignInCardProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
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

        {notice && (
          <Alert
            variant="light"
            color={noticeLooks[notice.kind].color}
            radius="md"
            title={notice.title}
            icon={noticeLooks[notice.kind].icon}
            data-testid="login-error"
            data-kind={notice.kind}
          >
            {notice.message}
          </Alert>
        )}

        <Button
          component="a"
          href={signInUrl(search)}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            // The browser follows the href as it is after the click handlers have run.
            event.currentTarget.href = signInUrl(search);
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
          {signInLabel ?? t('auth.login.google')}
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
