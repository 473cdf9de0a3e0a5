import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session/session-storage';

/**
 * The address the visitor tried to reach (path, query and hash) is saved before they are sent to
 * the sign-in screen, so that they come back to it afterwards (docs/product.md, Sign-in).
 */
export function RedirectToLogin({ target }: { target: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    session.setRedirectTo(target);
    void navigate('/login', { replace: true });
  }, [navigate, target]);
  return null;
}
