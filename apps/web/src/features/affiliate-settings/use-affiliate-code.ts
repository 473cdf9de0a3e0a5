import { useQuery } from '@tanstack/react-query';
import { loadProfile } from '../../lib/session/load-profile';
import { useAuth } from '../../lib/session/use-auth';

/**
 * The signed-in user's affiliate code: the stored user's, or, for a user stored without one, the
 * profile's once loaded (null until then).
 */
export function useAffiliateCode(): string | null {
  const stored = useAuth().user?.affiliateCode ?? null;
  const profile = useQuery({
    queryKey: ['user', 'profile'],
    queryFn: loadProfile,
    enabled: stored === null,
  });
  return stored ?? profile.data?.affiliateCode ?? null;
}
