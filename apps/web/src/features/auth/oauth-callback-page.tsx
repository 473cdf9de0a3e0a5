import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@postradar/ui';
import { useLocation, useNavigate } from 'react-router';
import { hasFeature, scopes } from '../../lib/has-feature';
import { toSafeRedirect } from '../../lib/safe-redirect';
import { loadProfile } from '../../lib/session/load-profile';
import { session } from '../../lib/session/session-storage';
import { useAuth } from '../../lib/session/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { readCallbackTokens } from './read-callback-tokens';
import { sendStoredAffiliateCode } from './send-stored-affiliate-code';
import { trialsPath } from '../../lib/billing/trials-path';

/**
 * Return from the external sign-in (docs/product.md, Sign-in): the tokens come in the address
 * fragment, which is cleared from the address bar as soon as they are read; without both, back to
 * /login. Otherwise both are stored and the profile is loaded; on failure, back to /login with no
 * message. On success the browser goes to the saved redirect target (default /a), or to /a/trials
 * for trial users. A remembered affiliate code is sent once.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { login } = useAuth();
  const hasStarted = useRef(false);
  useDocumentTitle(t('auth.callback.pageTitle'));

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;

    const tokens = readCallbackTokens(hash);
    // The tokens leave the address bar at once, whatever happens next (decision 0039).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!tokens) {
      void navigate('/login', { replace: true });
      return;
    }
    // The profile request authenticates with the new tokens.
    session.setAccessToken(tokens.accessToken);
    session.setRefreshToken(tokens.refreshToken);
    loadProfile().then(
      (user) => {
        login(tokens, user);
        void sendStoredAffiliateCode();
        const savedTarget = session.takeRedirectTo();
        const target = hasFeature(user.scopes, scopes.trial)
          ? trialsPath
          : toSafeRedirect(savedTarget, window.location.origin, '/a');
        void navigate(target, { replace: true });
      },
      (error: unknown) => {
        console.warn('[sign-in] the profile could not be loaded', error);
        session.clear();
        void navigate('/login', { replace: true });
      },
    );
  }, [hash, login, navigate]);

  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader type="dots" />
        <Text c="dimmed" fz="sm">
          {t('auth.callback.signingIn')}
        </Text>
      </Stack>
    </Center>
  );
}
