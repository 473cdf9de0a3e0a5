import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/session/use-auth';
import { RedirectToLogin } from './redirect-to-login';

/** A protected page: only signed-in users see it; others go to /login and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (!isAuthenticated) return <RedirectToLogin target={`${pathname}${search}${hash}`} />;
  return children;
}
