import { affiliateCalls, fillPath } from '@postradar/contracts';
import { api } from '../../lib/api';

/**
 * Every referral as CSV text, from GET /api/export/affiliate through the app's API client (which
 * sends the bearer token); the client hands over the body of a non-JSON answer as its text.
 */
export async function exportReferrals(): Promise<string> {
  const call = affiliateCalls.exportReferrals;
  const { data } = await api[call.prefix].get(fillPath(call.path));
  if (typeof data !== 'string') throw new Error('The export is not a CSV file.');
  return data;
}
