import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session/session-storage';

/**
 * SPEC section 2: the address the visitor tried to reach (path, query and hash) is saved before
 * they are sent to the sign-in screen, so that they come back to it afterwards.
 */
export function RedirectToLogin({ target }: { target: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    session.setRedirectTo(target);
    void navigate('/login', { replace: true });
  }, [navigate, target]);
  return null;
}
