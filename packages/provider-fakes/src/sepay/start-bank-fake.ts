import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendReply } from '../paypal/http-io';
import type { Reply } from '../paypal/types';
import { bankPage, type BankDelivery, type BankPageContent } from './bank-page';
import { readTransferForm, type TransferInput } from './read-transfer-form';
import { sepayTransaction } from './sepay-transaction';

export interface BankFakeOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  host?: string;
  /** Where each transfer is POSTed, as SePay's webhook posts it. */
  webhookUrl: string;
  /** Sent as `Authorization: Apikey <key>`, as SePay authenticates its webhook. */
  apiKey: string;
  /** The account the transfers come in to. */
  accountNumber: string;
  /** The bank, as SePay names it in `gateway`. */
  gateway?: string;
}

export interface BankFake {
  /** The bank page's address (`http://host:port/`). */
  url: string;
  host: string;
  port: number;
  /** Sends a transfer in, as the page's form does, and answers what the webhook said. */
  transfer(input: TransferInput): Promise<BankDelivery>;
  /** Every transfer so far, oldest first. */
  deliveries(): BankDelivery[];
  close(): Promise<void>;
}

/** How long the webhook may take to answer before the transfer is shown as undelivered. */
const webhookTimeoutMs = 15_000;

/** The host part of a URL: IPv6 in brackets, a wildcard address as loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts a fake bank for the payment sandbox: one page, marked as the fake, where a person sends
 * a transfer (note and amount in dong) in to the account; each transfer is reported to
 * `webhookUrl` exactly as SePay reports incoming money, and the page shows the answer. Test
 * support only.
 */
export async function startBankFake(options: BankFakeOptions): Promise<BankFake> {
  const host = options.host ?? '127.0.0.1';
  const gateway = options.gateway ?? 'Vietcombank';
  const { webhookUrl, accountNumber } = options;
  const deliveries: BankDelivery[] = [];
  // Ids go on from the clock, so that a restarted fake never repeats one an app already saw.
  let lastId = 0;
  let balanceVnd = 0;

  async function transfer(input: TransferInput): Promise<BankDelivery> {
    lastId = Math.max(lastId + 1, Date.now());
    balanceVnd += input.amountVnd;
    const transaction = sepayTransaction({
      id: lastId,
      gateway,
      accountNumber,
      content: input.content,
      amountVnd: input.amountVnd,
      balanceVnd,
      at: new Date(),
    });
    const sent = { transaction, url: webhookUrl };
    let delivery: BankDelivery;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Apikey ${options.apiKey}`,
        },
        body: JSON.stringify(transaction),
        signal: AbortSignal.timeout(webhookTimeoutMs),
      });
      delivery = { ...sent, status: response.status, body: await response.text(), error: null };
    } catch (error) {
      delivery = { ...sent, status: null, body: '', error: String(error) };
    }
    deliveries.push(delivery);
    return delivery;
  }

  const page = (status: number, content: Partial<BankPageContent> = {}): Reply => ({
    kind: 'html',
    status,
    html: bankPage({ gateway, accountNumber, webhookUrl, ...content }),
  });

  async function answer(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://bank.invalid');
    if (url.pathname !== '/')
      return page(404, {
        refusal: { error: 'There is nothing here: the bank has one page, at /.' },
      });
    if (request.method === 'GET') {
      const shown = url.searchParams.get('transfer');
      const delivery = deliveries.find(({ transaction }) => String(transaction.id) === shown);
      return page(200, { delivery });
    }
    if (request.method !== 'POST')
      return page(405, { refusal: { error: 'Send transfers with the form.' } });
    const form = new URLSearchParams(await readBody(request));
    const input = readTransferForm(form);
    if ('error' in input) {
      const typed = { content: form.get('content') ?? '', amount: form.get('amount') ?? '' };
      return page(400, { refusal: { error: input.error, ...typed } });
    }
    const delivery = await transfer(input);
    // Post/Redirect/Get: reloading the answer never sends the transfer again.
    return { kind: 'redirect', location: `/?transfer=${delivery.transaction.id}` };
  }

  const server = createServer((request, response) => {
    answer(request).then(
      (reply) => sendReply(response, reply),
      (error: unknown) => {
        console.error('The fake bank failed to answer', error);
        sendReply(response, page(500, { refusal: { error: String(error) } }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${urlHost(host)}:${port}/`,
    host,
    port,
    transfer,
    deliveries: () => structuredClone(deliveries),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
