import type { FastifyInstance } from 'fastify';
import { newKey, planBySlug, signInBuyer } from '../../test/billing-fixtures';

export const sepayApiKey = 'sepay-test-key-0123456789abcdef';

/** An installation that takes bank transfers to Vietcombank, reported by SePay. */
export const bankEnvironment = {
  BANK_NAME: 'Vietcombank',
  BANK_BIN: '970436',
  BANK_ACCOUNT_NUMBER: '0123456789',
  BANK_ACCOUNT_HOLDER: 'CONG TY POSTRADAR',
  SEPAY_API_KEY: sepayApiKey,
};

let nextTransactionId = 100_000;

/** A SePay delivery of money coming in to our account, as SePay documents it. */
export function sepayDelivery(fields: Record<string, unknown> = {}) {
  nextTransactionId += 1;
  return {
    id: nextTransactionId,
    gateway: 'Vietcombank',
    transactionDate: '2026-03-25 14:02:37',
    accountNumber: bankEnvironment.BANK_ACCOUNT_NUMBER,
    code: null,
    content: '',
    transferType: 'in',
    transferAmount: 0,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: 'MBVCB.3278907687',
    description: '',
    ...fields,
  };
}

/** POST /payment/bank/webhook as SePay sends it, with our key unless told otherwise. */
export async function deliver(
  app: FastifyInstance,
  body: object | string,
  authorization = `Apikey ${sepayApiKey}`,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/payment/bank/webhook',
    headers: { 'content-type': 'application/json', authorization },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A buyer who opened a bank checkout of a plan: the answer's bill with its transfer details. */
export async function openBankCheckout(app: FastifyInstance, email: string, planSlug = 'standard') {
  const buyer = await signInBuyer(app, email);
  const plan = await planBySlug(app, planSlug);
  const key = newKey();
  const opened = await buyer.call('POST', '/payment/bank/checkout', {
    planId: plan.id,
    idempotencyKey: key,
  });
  if (opened.status !== 200) throw new Error(`bank checkout failed: ${JSON.stringify(opened)}`);
  return { ...buyer, plan, key, opened, bill: opened.body.data.bill };
}
