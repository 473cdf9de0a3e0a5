import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { transferDetailsByBill } from './bank/transfer-details';
import { findOwnBill, toBillDto } from './bill-view';

/**
 * GET /payment/bills/:id: one of the user's bills (what a waiting checkout polls); a pending bank
 * transfer carries what to send.
 */
export const getBill: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.bill, {
    handler: async (request) => {
      const { user } = currentAccount(request);
      const bill = await findOwnBill(app.db, user.id, request.params.id);
      if (!bill) throw notFound('This bill does not exist.');
      const transfers = await transferDetailsByBill(
        app.db,
        app.config.billing.bank,
        [bill],
        user.email,
      );
      return { success: true as const, data: toBillDto(bill, transfers.get(bill.id)) };
    },
  });
};
