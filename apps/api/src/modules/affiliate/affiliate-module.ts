import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import { exportReferrals } from './export-referrals';
import { listReferrals } from './list-referrals';

/**
 * The affiliate programme under /api, for signed-in users: who signed up through their link,
 * as a paged list (/api/affiliate) and as a CSV file (/api/export/affiliate).
 */
export async function affiliateModule(app: FastifyInstance) {
  app.addHook('preValidation', requireUser);
  await app.register(listReferrals);
  await app.register(exportReferrals);
}
