import rateLimit from '@fastify/rate-limit';
import { researchCalls } from '@postradar/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { registerErrorHandler } from '../../plugins/error-handler';
import { limitResearch } from './limit-research';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A search the test ends when it wants, with or without results. */
class HeldSearch {
  private finish!: (outcome: Error | undefined) => void;
  private readonly finished = new Promise<Error | undefined>((resolve) => (this.finish = resolve));

  async run() {
    const failure = await this.finished;
    if (failure) throw failure;
    return { success: true };
  }

  /** Ends the search, then lets the route's hooks see it ended. */
  async end(failure?: Error) {
    this.finish(failure);
    await nextTurn();
  }
}

/**
 * The research hooks on a route of their own, with a stand-in for authentication (the user named
 * by a header) and searches held until the test ends them.
 */
async function buildLimitedApp(held: HeldSearch[]) {
  const app = Fastify({ forceCloseConnections: true });
  app.decorate('config', loadConfig({ NODE_ENV: 'test', RATE_LIMIT_RESEARCH_PER_MINUTE: '100' }));
  registerErrorHandler(app);
  await app.register(rateLimit, { global: false });
  await app.register(async (research) => {
    research.addHook('preValidation', async (request) => {
      const userId = String(request.headers['x-user']);
      request.user = { userId, sessionId: userId, roles: [], scopes: [] };
    });
    limitResearch(research);
    const holdSearch = () => {
      const search = new HeldSearch();
      held.push(search);
      return search.run();
    };
    research.get('/search', holdSearch);
    research.get(researchCalls.post.path, holdSearch);
  });
  return app;
}

describe('searches running at once for one user', () => {
  let app: FastifyInstance;
  let held: HeldSearch[];
  const search = (user: string, url = '/search') =>
    app.inject({ method: 'GET', url, headers: { 'x-user': user } }).then((response) => response);
  /** Sends a search and waits until its handler runs (or it is refused) for `answer` to come. */
  const startSearch = async (user: string, url?: string) => {
    const count = held.length;
    let isAnswered = false;
    const answer = search(user, url).finally(() => (isAnswered = true));
    while (held.length === count && !isAnswered) await nextTurn();
    return { answer };
  };

  beforeEach(async () => {
    held = [];
    app = await buildLimitedApp(held);
  });
  afterEach(async () => {
    await Promise.all(held.map((running) => running.end()));
    await app.close();
  });

  it('runs two and answers a third with 429 and Retry-After: 1, other users unaffected', async () => {
    const first = await startSearch('ann');
    const second = await startSearch('ann');
    const third = await search('ann');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
    expect(third.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const other = await startSearch('bob');
    await Promise.all(held.map((running) => running.end()));
    const answers = await Promise.all([first.answer, second.answer, other.answer]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  });

  it('counts no lookup by id', async () => {
    const searches = [await startSearch('ann'), await startSearch('ann')];
    const lookups = [await startSearch('ann', '/posts/1'), await startSearch('ann', '/posts/2')];
    expect(held).toHaveLength(4);
    await Promise.all(held.map((running) => running.end()));
    const answers = await Promise.all([...searches, ...lookups].map((call) => call.answer));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('frees the place of a search that failed or timed out', async () => {
    const failing = await startSearch('ann');
    const running = await startSearch('ann');
    await held[0]?.end(Object.assign(new Error('canceling statement'), { code: '57014' }));
    expect((await failing.answer).statusCode).toBe(503);
    const next = await startSearch('ann');
    await Promise.all(held.map((search) => search.end()));
    const answers = await Promise.all([running.answer, next.answer]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('keeps the place of a search whose client went away until the search ends', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const abandoned = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/search`, {
      headers: { 'x-user': 'ann' },
      signal: abandoned.signal,
    }).catch(() => 'aborted');
    while (held.length === 0) await nextTurn();
    abandoned.abort();
    expect(await request).toBe('aborted');
    const second = await startSearch('ann');
    expect((await search('ann')).statusCode).toBe(429);
    await held[0]?.end();
    const third = await startSearch('ann');
    await Promise.all(held.map((running) => running.end()));
    const answers = await Promise.all([second.answer, third.answer]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });
});
