import { bills } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { QRPay } from 'vietnam-qr-pay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { addCoupon, newKey, planBySlug, signInBuyer } from '../test/billing-fixtures';
import { bankEnvironment, openBankCheckout } from './test/bank-fixtures';

describe('paying by bank transfer (POST /payment/bank/checkout)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(bankEnvironment);
  });
  afterAll(() => app.close());

  it('opens a pending bill in dong with the account, the note and a VietQR code of them', async () => {
    const { opened, bill } = await openBankCheckout(app, 'lan@example.com');
    expect(opened.body).toMatchObject({
      success: true,
      data: { status: 'pending' },
      message: 'Transfer the amount with the note shown; your plan starts when it arrives.',
    });
    expect(bill).toMatchObject({ status: 'pending', method: 'bank', price: 59 });
    // $59 at 25,790 dong is 1,521,610, rounded up to a thousand.
    expect(bill.transfer).toMatchObject({
      bankName: 'Vietcombank',
      bankBin: '970436',
      accountNumber: '0123456789',
      accountHolder: 'CONG TY POSTRADAR',
      amountVnd: 1_522_000,
      note: `${bill.code} standard lan example com`,
    });
    const qr = new QRPay(bill.transfer.qrPayload);
    expect(qr.isValid).toBe(true);
    expect({
      bankBin: qr.consumer.bankBin,
      accountNumber: qr.consumer.bankNumber,
      amount: qr.amount,
      note: qr.additionalData.purpose,
    }).toEqual({
      bankBin: '970436',
      accountNumber: '0123456789',
      amount: '1522000',
      note: bill.transfer.note,
    });
  });

  it('answers a repeated attempt with the same bill, and shows its transfer when polled', async () => {
    const { call, plan, key, bill } = await openBankCheckout(app, 'repeat@example.com', 'pod-drs');
    const again = await call('POST', '/payment/bank/checkout', {
      planId: plan.id,
      idempotencyKey: key,
    });
    expect(again.body.data.bill).toEqual(bill);
    expect(await app.db.select().from(bills).where(eq(bills.code, bill.code))).toHaveLength(1);
    const polled = await call('GET', `/payment/bills/${bill._id}`);
    expect(polled.body.data.transfer).toEqual(bill.transfer);
    const history = await call('GET', '/payment/bills');
    expect(history.body.data).toEqual([bill]);
  });

  it('charges the discounted amount in dong', async () => {
    const { call } = await signInBuyer(app, 'discount@example.com');
    const standard = await planBySlug(app, 'standard');
    await addCoupon(app, { code: 'BANKHALF', kind: 'percent', value: 50, methods: ['bank'] });
    const opened = await call('POST', '/payment/bank/checkout', {
      planId: standard.id,
      coupon: 'bankhalf',
      idempotencyKey: newKey(),
    });
    expect(opened.body.data.bill).toMatchObject({ price: 29.5, discount: 29.5 });
    expect(opened.body.data.bill.transfer.amountVnd).toBe(761_000);
  });

  it('is for signed-in users, and unavailable without the bank settings', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/payment/bank/checkout',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const bare = await buildTestApp();
    try {
      const { call } = await signInBuyer(bare, 'nobank@example.com');
      const standard = await planBySlug(bare, 'standard');
      const refused = await call('POST', '/payment/bank/checkout', {
        planId: standard.id,
        idempotencyKey: newKey(),
      });
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        success: false,
        code: 'PAYMENT_NOT_CONFIGURED',
        message: 'Bank transfer is not available.',
      });
      expect(await bare.db.select().from(bills)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
