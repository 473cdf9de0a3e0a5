import { billingCalls } from '@postradar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { routeCall } from '../../../lib/route-call';
import { currentAccount } from '../../auth/require-user';
import { toBillDto } from '../bill-view';
import { checkoutMessages, completedCheckout } from '../checkout-result';
import { openBill } from '../open-bill';
import { transferDetails } from './transfer-details';

/**
 * POST /payment/bank/checkout: opens a bill to be paid by a Vietnamese bank transfer, in dong at
 * the configured rate, and answers with what to send (account, amount, note, VietQR code). The
 * bill stays pending until the bank's webhook or staff see the money. The same idempotency key
 * answers with the same bill (already paid: the completed checkout).
 */
export const bankCheckout: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.bankCheckout, {
    handler: async (request) => {
      const { bank, usdToVndRate } = app.config.billing;
      if (!bank) throw new AppError('PAYMENT_NOT_CONFIGURED', 'Bank transfer is not available.');
      const { user } = currentAccount(request);
      const { planId, coupon, idempotencyKey } = request.body;
      const { bill, plan } = await openBill(app.db, {
        userId: user.id,
        planId,
        method: 'bank',
        couponCode: coupon,
        idempotencyKey,
        usdToVndRate,
      });
      if (bill.status === 'paid')
        return {
          success: true as const,
          data: await completedCheckout(app.db, bill),
          message: checkoutMessages.completed,
        };
      const transfer = transferDetails(bank, bill, { planSlug: plan.slug, email: user.email });
      return {
        success: true as const,
        data: { status: 'pending' as const, bill: toBillDto(bill, transfer) },
        message: checkoutMessages.pending,
      };
    },
  });
};
