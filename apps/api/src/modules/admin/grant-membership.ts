import { adminCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { recordAuditEvent } from '../auth/audit';
import { currentUser, requireScope } from '../auth/require-user';
import { grantPlan } from '../billing/grant-plan';
import { findMembershipView } from '../billing/membership-view';
import { findUserByEmail } from '../users/user-repository';

/**
 * POST /admin-api/memberships: an admin gives the account of an e-mail days of a plan, without
 * payment (recorded as a paid 'manual' bill of 0, and in the audit log with who gave it); answers
 * the account's membership.
 */
export const grantMembership: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, adminCalls.grantMembership, {
    preValidation: requireScope('admin'),
    handler: async (request) => {
      const { email, plan, days } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (!user) throw notFound(`No account uses the e-mail ${email}.`);
      const bill = await grantPlan(app.db, { userId: user.id, plan, days });
      await recordAuditEvent(app.db, {
        type: 'membership-granted',
        userId: user.id,
        actorId: currentUser(request).userId,
        ipAddress: request.ip,
        details: { plan, days, bill: bill.code },
      });
      const membership = await findMembershipView(app.db, user.id);
      if (!membership) throw new Error('The granted membership was not found.');
      return { success: true as const, data: membership };
    },
  });
};
