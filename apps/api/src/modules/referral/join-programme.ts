import { referralCalls, referralTexts } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { requestMembership } from './member-repository';
import { readReferralProgramme } from './referral-programme';

/**
 * POST /api/referral/join: asks to join the programme (pending until staff decide). Asking again
 * while pending or accepted changes nothing; a rejected or blocked user cannot ask again (409).
 */
export const joinProgramme: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, referralCalls.join, {
    handler: async (request) => {
      const { user } = currentAccount(request);
      await requestMembership(app.db, user.id);
      const programme = await readReferralProgramme(app.db, app.config.referral, user);
      if (programme.status === 'rejected') throw new AppError('CONFLICT', referralTexts.declined);
      if (programme.status === 'blocked') throw new AppError('CONFLICT', referralTexts.blocked);
      return { success: true as const, data: programme };
    },
  });
};
