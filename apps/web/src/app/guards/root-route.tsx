import { Navigate } from 'react-router';
import { useAuth } from '../../lib/session/use-auth';

/**
 * The root redirect: to /a when signed in, otherwise to /login, which also tells
 * visitors what PostRadar is (decision 0003).
 */
export function RootRoute() {
  const { isAuthenticated } = useAuth();
  return <Navigate to={isAuthenticated ? '/a' : '/login'} replace />;
}
