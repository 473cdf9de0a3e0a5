import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadProfile } from '../../lib/session/load-profile';
import { useAuth } from '../../lib/session/use-auth';

/**
 * Reloads the profile when the page opens, so that settings saved on another device show here;
 * the stored user is replaced with it. A failure keeps the stored user (the API client logs out
 * an ended session by itself).
 */
export function useFreshProfile(): void {
  const { updateUser } = useAuth();
  const profile = useQuery({ queryKey: ['user', 'profile'], queryFn: loadProfile, staleTime: 0 });
  useEffect(() => {
    if (profile.data) updateUser(profile.data);
  }, [profile.data, updateUser]);
}
