import { billingCalls, type BillDto } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** How often a pending bill is asked for again. */
export const billPollMs = 5_000;

/** A bill read again every 5 seconds while it is pending, starting from what the page has. */
export function useBillStatus(bill: BillDto) {
  return useQuery({
    queryKey: ['payment', 'bill', bill._id],
    queryFn: ({ signal }) => api.call(billingCalls.bill, { params: { id: bill._id }, signal }),
    // The page has just received the bill: the first check is one interval later.
    initialData: bill,
    staleTime: billPollMs,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? billPollMs : false),
    refetchIntervalInBackground: true,
  });
}
