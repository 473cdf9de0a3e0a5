import type { FastifyInstance } from 'fastify';
import { exchangeAdminCode } from './exchange-admin-code';
import { getStaffMember } from './get-staff-member';
import { grantMembership } from './grant-membership';
import { listImports } from './list-imports';
import { startImport } from './start-import';

/** The staff site's calls, under /admin-api. */
export async function adminModule(app: FastifyInstance) {
  await app.register(exchangeAdminCode);
  await app.register(getStaffMember);
  await app.register(startImport);
  await app.register(listImports);
  await app.register(grantMembership);
}
