import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/session/use-auth';

/**
 * The root path: signed-in users go straight to the application; visitors see the landing page,
 * which leads to sign-in and pricing (decision 0003).
 */
export function RootRoute({ landing }: { landing: ReactNode }) {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to="/a" replace />;
  return landing;
}
