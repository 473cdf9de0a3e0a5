import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../lib/route-call';
import { currentAccount } from '../auth/require-user';
import { transferDetailsByBill } from './bank/transfer-details';
import { findBills, toBillDto } from './bill-view';

/** GET /payment/bills: the user's bills, newest first (a pending bank transfer with what to send). */
export const listBills: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.bills, {
    handler: async (request) => {
      const { user } = currentAccount(request);
      const rows = await findBills(app.db, user.id);
      const transfers = await transferDetailsByBill(
        app.db,
        app.config.billing.bank,
        rows,
        user.email,
      );
      return {
        success: true as const,
        data: rows.map((bill) => toBillDto(bill, transfers.get(bill.id))),
      };
    },
  });
};
