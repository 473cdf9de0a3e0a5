import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdStore } from './ad-store';
import { answerRequest, type MetaFakeState } from './answer-request';
import type { FakeArchivedAd } from './fake-archived-ad';
import { ScriptedFailures } from './scripted-failures';
import { UsageWindow } from './usage-window';

export interface MetaFakeOptions {
  ads?: FakeArchivedAd[];
  /** Tokens accepted (default ['meta-test-token']). */
  tokens?: string[];
  /** Tokens of a user who has not confirmed identity: error 10, subcode 2332002. */
  unconfirmedTokens?: string[];
  /** Calls allowed in a rolling hour before the app limit (default 200). */
  callsPerHour?: number;
  /** The largest `limit` answered; above it: error 1, reduce the amount of data (default 500). */
  maxLimit?: number;
  /** The fake's clock in ms (default Date.now): the rolling hour, ACTIVE status and the one-year window use it. */
  now?: () => number;
}

export interface MetaFake {
  /** http://127.0.0.1:PORT (no trailing slash), in place of https://graph.facebook.com. */
  baseUrl: string;
  /** Every request seen, in order. */
  requests: URL[];
  /** More ads (e.g. new ones for a second run). */
  add(...ads: FakeArchivedAd[]): void;
  /** Changes an ad the fake holds (e.g. sets its stop time). */
  update(id: string, changes: Partial<FakeArchivedAd>): void;
  /** Answers the next `times` ads_archive requests with this HTTP status and Graph error body instead (transient failures). */
  failNext(answer: { status: number; body: unknown }, times?: number): void;
  /** Calls counted in the current rolling hour. */
  callsInWindow(): number;
  close(): Promise<void>;
}

/**
 * Starts a local fake of Meta's Ad Library API (`GET /{version}/ads_archive` of the Graph API)
 * holding `ads`: it checks tokens and parameters, finds what the real API finds (political and
 * issue ads anywhere, other ads only when delivered in the EU or the UK in the last year), pages
 * with cursors and enforces an hourly call limit, with Graph's error bodies and usage headers.
 * Test support only.
 */
export async function startMetaFake(options: MetaFakeOptions = {}): Promise<MetaFake> {
  const now = options.now ?? Date.now;
  const state: MetaFakeState = {
    store: new AdStore(options.ads ?? []),
    usage: new UsageWindow(options.callsPerHour ?? 200, now),
    failures: new ScriptedFailures(),
    tokens: new Set(options.tokens ?? ['meta-test-token']),
    unconfirmedTokens: new Set(options.unconfirmedTokens ?? []),
    maxLimit: options.maxLimit ?? 500,
    now,
  };
  const requests: URL[] = [];
  let baseUrl = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', baseUrl);
    requests.push(url);
    const method = request.method ?? 'GET';
    const answer = answerRequest(state, {
      method,
      url,
      authorization: request.headers.authorization,
    });
    response.writeHead(answer.status, {
      'content-type': 'application/json; charset=UTF-8',
      ...state.usage.headers(),
    });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    add: (...ads) => state.store.add(...ads),
    update: (id, changes) => state.store.update(id, changes),
    failNext: (answer, times = 1) => state.failures.add(answer, times),
    callsInWindow: () => state.usage.count(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
