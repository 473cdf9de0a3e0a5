import { bankTransfers, bills, memberships } from '@postradar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { present } from '../test/billing-fixtures';
import { bankEnvironment, deliver, openBankCheckout, sepayDelivery } from './test/bank-fixtures';

const received = { success: true, data: { received: true } };

describe("SePay's incoming transfers (POST /payment/bank/webhook)", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(bankEnvironment);
  });
  afterAll(() => app.close());

  const transferRow = async (transactionId: number) => {
    const rows = await app.db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.transactionId, String(transactionId)));
    return rows;
  };
  const billRow = async (id: string) =>
    present((await app.db.select().from(bills).where(eq(bills.id, id)))[0]);
  const membershipsOf = (userId: string) =>
    app.db.select().from(memberships).where(eq(memberships.userId, userId));

  it('pays the bill an exact transfer names, once however often SePay delivers it', async () => {
    const { userId, call, bill } = await openBankCheckout(app, 'exact@example.com');
    const delivery = sepayDelivery({
      content: `MBVCB.1234.${bill.transfer.note}.CT tu 0011 NGUYEN THI LAN`,
      transferAmount: 1_522_000,
    });
    expect(await deliver(app, delivery)).toEqual({ status: 200, body: received });
    expect(await billRow(bill._id)).toMatchObject({
      status: 'paid',
      providerRef: `sepay:${delivery.id}`,
    });
    expect(await transferRow(delivery.id)).toMatchObject([
      {
        status: 'matched',
        billId: bill._id,
        amountVnd: 1_522_000,
        provider: 'sepay',
        transferredAt: new Date('2026-03-25T07:02:37Z'),
      },
    ]);
    const [membership] = await membershipsOf(userId);
    const finish = present(membership).endsAt;

    const replays = await Promise.all([deliver(app, delivery), deliver(app, delivery)]);
    expect(replays).toEqual([
      { status: 200, body: received },
      { status: 200, body: received },
    ]);
    expect(await transferRow(delivery.id)).toHaveLength(1);
    const after = await membershipsOf(userId);
    expect(after).toHaveLength(1);
    expect(present(after[0]).endsAt).toEqual(finish);
    expect((await call('GET', `/payment/bills/${bill._id}`)).body.data).toMatchObject({
      status: 'paid',
      transfer: null,
    });
    expect((await call('GET', '/payment/membership')).body.data).toMatchObject({
      plan: { slug: 'standard' },
      method: 'bank',
    });
  });

  it("pays with a transfer of more than due, and finds the code in SePay's own field", async () => {
    const { bill } = await openBankCheckout(app, 'more@example.com');
    const delivery = sepayDelivery({
      code: bill.code,
      content: 'chuyen tien',
      transferAmount: 1_600_000,
    });
    await deliver(app, delivery);
    expect((await billRow(bill._id)).status).toBe('paid');
    expect(await transferRow(delivery.id)).toMatchObject([
      { status: 'matched', billId: bill._id, amountVnd: 1_600_000 },
    ]);
  });

  it('records a transfer of less than due as partial, and never applies it', async () => {
    const { userId, bill } = await openBankCheckout(app, 'partial@example.com');
    const delivery = sepayDelivery({
      content: bill.code.toLowerCase(),
      transferAmount: 1_521_000,
    });
    expect((await deliver(app, delivery)).status).toBe(200);
    expect(await transferRow(delivery.id)).toMatchObject([{ status: 'partial', billId: bill._id }]);
    expect((await billRow(bill._id)).status).toBe('pending');
    expect(await membershipsOf(userId)).toEqual([]);
  });

  it('records a transfer naming no pending bill as unmatched', async () => {
    const nameless = sepayDelivery({ content: 'tien hang thang 3', transferAmount: 500_000 });
    await deliver(app, nameless);
    expect(await transferRow(nameless.id)).toMatchObject([
      { status: 'unmatched', billId: null, content: 'tien hang thang 3' },
    ]);

    const { bill } = await openBankCheckout(app, 'twice@example.com');
    const first = sepayDelivery({ content: bill.transfer.note, transferAmount: 1_522_000 });
    const second = sepayDelivery({ content: bill.transfer.note, transferAmount: 1_522_000 });
    await deliver(app, first);
    await deliver(app, second);
    expect(await transferRow(second.id)).toMatchObject([{ status: 'unmatched', billId: bill._id }]);
  });

  it('pays nothing for money going out, or coming in to another account', async () => {
    const { bill } = await openBankCheckout(app, 'out@example.com');
    const out = sepayDelivery({
      content: bill.transfer.note,
      transferType: 'out',
      transferAmount: 1_522_000,
    });
    expect(await deliver(app, out)).toEqual({ status: 200, body: received });
    expect(await transferRow(out.id)).toEqual([]);
    const elsewhere = sepayDelivery({
      content: bill.transfer.note,
      accountNumber: '9999999999',
      transferAmount: 1_522_000,
    });
    await deliver(app, elsewhere);
    expect(await transferRow(elsewhere.id)).toMatchObject([{ status: 'unmatched', billId: null }]);
    expect((await billRow(bill._id)).status).toBe('pending');
  });

  it('refuses a delivery without our API key before reading it, and stores nothing', async () => {
    const { bill } = await openBankCheckout(app, 'forged@example.com');
    const forged = sepayDelivery({ content: bill.transfer.note, transferAmount: 1_522_000 });
    for (const authorization of ['Apikey wrong-key-0123456789', 'Bearer x', '']) {
      const refused = await deliver(app, forged, authorization);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    const unreadable = await deliver(app, 'not json', 'Apikey wrong-key-0123456789');
    expect(unreadable.status).toBe(401);
    expect(await transferRow(forged.id)).toEqual([]);
    expect((await billRow(bill._id)).status).toBe('pending');
  });

  it('refuses a delivery that is not a SePay transaction', async () => {
    expect((await deliver(app, 'not json')).body.code).toBe('MALFORMED_REQUEST');
    const wrong = await deliver(app, sepayDelivery({ transferAmount: 'a lot' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(wrong.body.message).toContain('transferAmount');
  });

  it('is unavailable without an API key', async () => {
    const keyless = await buildTestApp({ ...bankEnvironment, SEPAY_API_KEY: undefined });
    try {
      const refused = await deliver(keyless, sepayDelivery());
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('PAYMENT_NOT_CONFIGURED');
    } finally {
      await keyless.close();
    }
  });
});
