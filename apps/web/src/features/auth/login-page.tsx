import { Anchor, Box, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { signInErrorCodes, type SignInErrorCode } from '@postradar/contracts';
import { useTranslation, Logo } from '@postradar/ui';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import type { LoginLocationState } from '../../lib/session/auth-provider';
import { session } from '../../lib/session/session-storage';
import { toSafeRedirect } from '../../lib/safe-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSupportChatVisibility } from '../../lib/use-support-chat-visibility';
import classes from './login-page.module.css';
import { sessionEndReason } from './session-end-reason';
import { SignInCard, type SignInCardTexts } from './sign-in-card';
import { SisterTools } from './sister-tools';

function isSignInErrorCode(value: string | null): value is SignInErrorCode {
  return (signInErrorCodes as readonly (string | null)[]).includes(value);
}

/** The server's reason for ending the session, given by a forced logout in the location state. */
function endedSessionReason(state: unknown): string | null {
  const message = (state as LoginLocationState | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * The sign-in screen (docs/product.md, Sign-in). Accepts `?redirectTo=` (saved for after sign-in),
 * `?error=` (a sign-in failure, shown in the message area) and `?affiliate=` (remembered, passed
 * on to the passport service and sent after sign-in). After a forced logout (a location-state
 * message) it says that the session ended and why, and offers to sign in again. `children` follow
 * below the fold, in the page's main landmark: what PostRadar is (decision 0003); `footer` after it.
 */
export function LoginPage({ children, footer }: { children?: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('auth.login.pageTitle'));
  useSupportChatVisibility(false);

  const redirectTo = searchParams.get('redirectTo');
  useEffect(() => {
    if (!redirectTo) return;
    const target = toSafeRedirect(redirectTo, window.location.origin, '');
    if (target) session.setRedirectTo(target);
  }, [redirectTo]);

  const endedReason = endedSessionReason(location.state);
  // ?error= carries only a code from the server; free text there could be abused for phishing.
  const errorCode = searchParams.get('error');
  const signInError = isSignInErrorCode(errorCode) ? t(`auth.login.errors.${errorCode}`) : null;
  const texts: SignInCardTexts = endedReason
    ? {
        eyebrow: t('auth.login.sessionEnded.eyebrow'),
        headline: t('auth.login.sessionEnded.headline'),
        subtitle: t('auth.login.sessionEnded.subtitle'),
        signInLabel: t('auth.login.sessionEnded.signInAgain'),
        notice: {
          kind: 'ended',
          title: t('auth.login.sessionEnded.reasonTitle'),
          message: sessionEndReason(endedReason, t),
        },
      }
    : {
        eyebrow: t('auth.login.eyebrow'),
        headline: t('auth.login.headline'),
        subtitle: t('auth.login.subtitle'),
        notice: signInError
          ? { kind: 'error', title: t('auth.login.errorTitle'), message: signInError }
          : null,
      };
  const highlights = t('auth.login.highlights.items', { returnObjects: true });

  return (
    <>
      <Box component="main">
        <Box className={classes.page}>
          <Box className={classes.brand} visibleFrom="md">
            <Stack justify="space-between" h="100%" gap="xl" pos="relative" style={{ zIndex: 1 }}>
              <Anchor component={Link} to="/" aria-label={t('shell.homeLink')} underline="never">
                <Logo tone="light" size={32} />
              </Anchor>
              <Stack gap="xl" maw={460}>
                <Title order={2} c="white" fz={34} lh={1.2}>
                  {t('auth.login.highlights.title')}
                </Title>
                <List
                  spacing="md"
                  center
                  icon={
                    <ThemeIcon size={26} radius="xl" color="signal.6" c="night.9">
                      <IconCheck size={16} stroke={2.4} />
                    </ThemeIcon>
                  }
                >
                  {highlights.map((item) => (
                    <List.Item key={item}>
                      <Text c="rgba(255,255,255,0.86)">{item}</Text>
                    </List.Item>
                  ))}
                </List>
              </Stack>
              <Text fz="sm" c="rgba(255,255,255,0.55)">
                {t('landing.footer.tagline')}
              </Text>
            </Stack>
            <div className={classes.rings} aria-hidden="true" />
          </Box>

          <Box className={classes.formSide} id="sign-in">
            <Group justify="space-between" w="100%" wrap="nowrap">
              <Box hiddenFrom="md">
                <Anchor component={Link} to="/" aria-label={t('shell.homeLink')} underline="never">
                  <Logo size={28} />
                </Anchor>
              </Box>
              <Box ml="auto">
                <LanguageSwitcher />
              </Box>
            </Group>
            <Stack align="center" justify="center" gap="xl" className={classes.formBody}>
              <SignInCard
                {...texts}
                footer={
                  // Someone whose session ended has an account: no need to point them to the plans.
                  !endedReason && (
                    <Text fz="sm" ta="center" c="dimmed">
                      {t('auth.login.newHere')}{' '}
                      <Anchor component={Link} to="/pricing" fw={600}>
                        {t('auth.login.seePricing')}
                      </Anchor>
                    </Text>
                  )
                }
              />
              <SisterTools />
            </Stack>
          </Box>
        </Box>
        {children}
      </Box>
      {footer}
    </>
  );
}
