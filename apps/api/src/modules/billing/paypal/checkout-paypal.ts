import { billingCalls } from '@postradar/contracts';
import type { Bill } from '@postradar/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCall } from '../../../lib/route-call';
import { currentUser } from '../../auth/require-user';
import { toBillDto } from '../bill-view';
import { checkoutMessages } from '../checkout-result';
import { openBill } from '../open-bill';
import { attachProviderRef } from '../settle-bill';
import { requirePayPal } from './paypal-access';
import { paypalAnswer } from './paypal-answer';
import { approvalLink, isApproved, paypalOrderRequest } from './paypal-order';
import { capturePayPalOrder, paypalMessages, type PayPalOutcome } from './settle-paypal-order';

/** Where a bill that is no longer pending stands, or null for a pending one. */
function closedOutcome(bill: Bill): PayPalOutcome | null {
  switch (bill.status) {
    case 'pending':
      return null;
    case 'paid':
    case 'refunded':
      return { kind: bill.status, bill };
    case 'failed':
      return { kind: 'refused', bill, message: bill.failureMessage ?? paypalMessages.declined };
    case 'cancelled':
      return { kind: 'refused', bill, message: paypalMessages.cancelled };
  }
}

/**
 * POST /payment/paypal/checkout: opens the bill and its PayPal order, and answers with the page
 * where the buyer approves it. The order is created with a PayPal-Request-Id of the bill, so that
 * a repeated attempt (the same idempotency key, even two at once) gets the same order back; a
 * repeat once the buyer approved finishes the payment instead.
 */
export const checkoutPayPal: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, billingCalls.paypalCheckout, {
    handler: async (request) => {
      const { client } = requirePayPal(app.config.billing);
      const { planId, coupon, idempotencyKey } = request.body;
      const opened = await openBill(app.db, {
        userId: currentUser(request).userId,
        planId,
        method: 'paypal',
        couponCode: coupon,
        idempotencyKey,
      });
      let bill = opened.bill;
      const closed = closedOutcome(bill);
      if (closed) return paypalAnswer(app.db, closed);
      const order = bill.providerRef
        ? await client.getOrder(bill.providerRef)
        : await client.createOrder(
            paypalOrderRequest(bill, app.config.publicUrl),
            `bill:${bill.id}`,
          );
      if (!bill.providerRef) bill = (await attachProviderRef(app.db, bill.id, order.id)) ?? bill;
      if (isApproved(order))
        return paypalAnswer(app.db, await capturePayPalOrder(app.db, client, bill, order.id));
      const redirect = approvalLink(order);
      if (!redirect) throw new Error(`PayPal order ${order.id} has no approval link.`);
      return {
        success: true as const,
        data: { status: 'redirect' as const, redirect, bill: toBillDto(bill) },
        message: checkoutMessages.redirect,
      };
    },
  });
};
