import { affiliateCalls, type AffiliateRow } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvDocument } from '../../lib/csv';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { findReferrals } from './referral-repository';

/** The most referrals one export holds: the newest ones when there are more. */
const maxExportedReferrals = 10_000;

const header = ['code', 'email', 'plan', 'price', 'currency', 'register_date'] as const;

function cellsOf(row: AffiliateRow): string[] {
  return [
    row.code,
    row.email,
    row.plan ?? '',
    row.price === null ? '' : String(row.price),
    row.currency ?? '',
    row.register_date,
  ];
}

/**
 * GET /api/export/affiliate: the signed-in user's referrals as the list shows them, newest first,
 * as a CSV file to save (affiliate.csv) and never to keep in a cache.
 */
export const exportReferrals: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, affiliateCalls.exportReferrals, {
    handler: async (request, reply) => {
      const { user } = currentAccount(request);
      const rows = await findReferrals(app.db, user, { offset: 0, limit: maxExportedReferrals });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="affiliate.csv"')
        .header('cache-control', 'no-store')
        .send(csvDocument([header, ...rows.map(cellsOf)]));
    },
  });
};
