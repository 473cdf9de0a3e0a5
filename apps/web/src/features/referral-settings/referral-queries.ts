import { referralCalls, type ReferralProgramme } from '@postradar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The user's place in the referral programme, as GET /api/referral last answered. */
export const referralQueryKey = ['referral', 'programme'] as const;

export function useReferralProgramme() {
  return useQuery({
    queryKey: referralQueryKey,
    queryFn: ({ signal }) => api.call(referralCalls.programme, { signal }),
  });
}

/**
 * A change to the user's place in the programme (join, payout e-mail, code): every such call
 * answers with the programme as it now is, which the screen then shows.
 */
export function useReferralChange<Input>(
  send: (input: Input) => Promise<ReferralProgramme>,
  onChanged?: (programme: ReferralProgramme) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (programme) => {
      queryClient.setQueryData(referralQueryKey, programme);
      onChanged?.(programme);
    },
  });
}

/** POST /api/referral/join. */
export const joinProgramme = () => api.call(referralCalls.join);

/** PUT /api/referral/payout. */
export const setPayoutEmail = (email: string) =>
  api.call(referralCalls.setPayoutEmail, { body: { email } });

/** PUT /api/referral/code. */
export const setReferralCode = (code: string) =>
  api.call(referralCalls.setCode, { body: { code } });
