import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBankFake, type BankFake } from './start-bank-fake';

const apiKey = 'sepay-sandbox-key-0123456789';

/** The app's webhook: keeps each POST and answers with `reply`. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const reply = { status: 200, body: '{"success":true,"data":{"received":true}}' };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/payment/bank/webhook`,
    received,
    reply,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** 'YYYY-MM-DD HH:mm:ss' in Vietnam time (UTC+7) as an instant. */
const fromVietnamTime = (text: string) => new Date(`${text.replace(' ', 'T')}+07:00`);

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let bank: BankFake;

beforeAll(async () => {
  receiver = await startReceiver();
  bank = await startBankFake({ webhookUrl: receiver.url, apiKey, accountNumber: '0011001234567' });
});
afterAll(async () => {
  await bank.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.reply.status = 200;
});

/** Sends the page's form as the browser does, without following the redirect. */
function submit(fields: Record<string, string>) {
  return fetch(bank.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('the fake bank', () => {
  it("posts an incoming transfer as SePay's webhook does, with the API key", async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const delivery = await bank.transfer({
      content: 'standard lan example com PR7K2Q',
      amountVnd: 1_522_000,
    });
    const after = Date.now();

    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    expect(post?.headers.authorization).toBe(`Apikey ${apiKey}`);
    expect(post?.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(post?.body ?? '') as Record<string, unknown>;
    expect(payload).toEqual({
      id: expect.any(Number),
      gateway: 'Vietcombank',
      transactionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      accountNumber: '0011001234567',
      code: null,
      content: 'standard lan example com PR7K2Q',
      transferType: 'in',
      transferAmount: 1_522_000,
      accumulated: expect.any(Number),
      subAccount: null,
      referenceCode: expect.any(String),
      description: expect.stringContaining('standard lan example com PR7K2Q'),
    });
    const at = fromVietnamTime(String(payload.transactionDate)).getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
    expect(delivery).toEqual({
      transaction: payload,
      url: receiver.url,
      status: 200,
      body: receiver.reply.body,
      error: null,
    });
  });

  it('gives every transfer a new id and adds it to the balance', async () => {
    const first = await bank.transfer({ content: 'one', amountVnd: 100_000 });
    const second = await bank.transfer({ content: 'two', amountVnd: 250_000 });
    expect(second.transaction.id).toBeGreaterThan(first.transaction.id);
    expect(second.transaction.accumulated - first.transaction.accumulated).toBe(250_000);
    expect(bank.deliveries().slice(-2)).toEqual([first, second]);
  });

  it('serves one page marked as the fake, with the transfer form', async () => {
    const response = await fetch(bank.url);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<title>Bank (sandbox, fake)</title>');
    expect(page).toContain('<h1>Bank (sandbox, fake)</h1>');
    expect(page).toMatch(/<form method="post" action="\/">/);
    expect(page).toContain('name="content"');
    expect(page).toContain('name="amount"');
    expect(page).toMatch(/<button type="submit"[^>]*>Send transfer<\/button>/);
    expect(page).toContain('0011001234567');
  });

  it('sends the form as a transfer, then shows what the app answered', async () => {
    receiver.reply.status = 202;
    const sent = await submit({
      content: '  pod drs minh example com QX4B7N ',
      amount: '2.554.000',
    });
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location') ?? '';
    expect(location).toMatch(/^\/\?transfer=\d+$/);

    expect(receiver.received).toHaveLength(1);
    const payload = JSON.parse(receiver.received[0]?.body ?? '') as Record<string, unknown>;
    expect(payload).toMatchObject({
      content: 'pod drs minh example com QX4B7N',
      transferAmount: 2_554_000,
    });
    expect(location).toBe(`/?transfer=${String(payload.id)}`);

    const shown = await (await fetch(new URL(location, bank.url))).text();
    expect(shown).toContain('data-testid="fake-bank-status">202<');
    expect(shown).toContain(
      '{&quot;success&quot;:true,&quot;data&quot;:{&quot;received&quot;:true}}',
    );
    expect(shown).toContain('2,554,000 VND');
  });

  it('refuses a form without a note or a whole amount, and sends nothing', async () => {
    for (const fields of [
      { content: '', amount: '1000' },
      { content: 'note', amount: '' },
      { content: 'note', amount: '12.5k' },
      { content: 'note', amount: '0' },
    ]) {
      const refused = await submit(fields);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('data-testid="fake-bank-error"');
    }
    expect(receiver.received).toEqual([]);
  });

  it('shows the answer of an app that refused the transfer, escaped', async () => {
    receiver.reply.status = 401;
    const refusedBody = receiver.reply.body;
    receiver.reply.body = '{"success":false,"message":"<wrong key>"}';
    try {
      const sent = await submit({ content: 'note', amount: '1000' });
      const shown = await (
        await fetch(new URL(sent.headers.get('location') ?? '', bank.url))
      ).text();
      expect(shown).toContain('data-testid="fake-bank-status">401<');
      expect(shown).toContain('&lt;wrong key&gt;');
      expect(shown).not.toContain('<wrong key>');
    } finally {
      receiver.reply.body = refusedBody;
    }
  });

  it('says so when the app cannot be reached', async () => {
    const closed = await startReceiver();
    await closed.close();
    const lonely = await startBankFake({ webhookUrl: closed.url, apiKey, accountNumber: '1234' });
    try {
      const delivery = await lonely.transfer({ content: 'note', amountVnd: 5000 });
      expect(delivery).toMatchObject({ status: null, body: '' });
      expect(delivery.error).toEqual(expect.any(String));
      const shown = await (await fetch(`${lonely.url}?transfer=${delivery.transaction.id}`)).text();
      expect(shown).toContain(`could not reach ${closed.url}`);
    } finally {
      await lonely.close();
    }
  });
});
