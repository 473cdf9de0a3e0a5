import { billingCalls } from '@postradar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { routeCall } from '../../../lib/route-call';
import { recordBankTransfer } from './record-bank-transfer';
import { isSepayApiKey } from './sepay-api-key';
import { sepayTransactionSchema } from './sepay-transaction';

/** A SePay transaction is a few hundred bytes; more is not SePay. */
const bodyLimitBytes = 64 * 1024;

const notConfigured = () =>
  new AppError('PAYMENT_NOT_CONFIGURED', 'Bank transfer notifications are not set up.');

/** onRequest, before a byte of the body is read: SePay's API key, or nothing happens. */
async function requireSepayKey(request: FastifyRequest) {
  const apiKey = request.server.config.billing.bank?.webhookApiKey;
  if (!apiKey) throw notConfigured();
  if (!isSepayApiKey(request.headers.authorization, apiKey))
    throw new AppError('UNAUTHENTICATED', 'The API key is missing or wrong.');
}

/** The delivery's JSON, validated as SePay documents it. */
function readTransaction(body: Buffer) {
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    throw new AppError('MALFORMED_REQUEST', 'The body is not JSON.');
  }
  const parsed = sepayTransactionSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid transaction field '${issue?.path.join('.') ?? ''}': ${issue?.message ?? 'is invalid'}`,
    );
  }
  return { transaction: parsed.data, payload };
}

/**
 * POST /payment/bank/webhook: SePay reports a transaction on the company's bank account. The API
 * key is checked first; the transfer is then recorded once and pays the pending bill it names
 * when it brings the bill's amount (record-bank-transfer.ts). A replay answers 200 and changes
 * nothing; a failure answers 5xx, and SePay delivers again. SePay wants `success: true`.
 */
export const bankWebhook: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: the body reaches the handler as the bytes SePay sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  routeCall(app, billingCalls.bankWebhook, {
    bodyLimit: bodyLimitBytes,
    onRequest: requireSepayKey,
    handler: async (request) => {
      const bank = app.config.billing.bank;
      if (!bank) throw notConfigured();
      if (!Buffer.isBuffer(request.body))
        throw new AppError('VALIDATION_FAILED', 'Send the transaction as application/json.');
      const reported = readTransaction(request.body);
      const outcome = await recordBankTransfer(app.db, bank.accountNumber, reported);
      request.log.info(
        { transactionId: reported.transaction.id, outcome },
        'bank transfer reported',
      );
      return { success: true as const, data: { received: true as const } };
    },
  });
};
