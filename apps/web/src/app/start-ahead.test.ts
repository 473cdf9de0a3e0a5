import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { answer, marksOf } from '../lib/collections/collection-test-kit';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session/session-storage';
import { installFakeApi } from '../test/fake-api';
import { signIn } from '../test/render-with-providers';
import { postOf, postPageOf } from '../test/research-fixtures';
import { startAhead } from './start-ahead';

// The screens' code is not what these tests are about: it is taken as loaded at once.
vi.mock('./screen-code', () => ({ loadScreenCodeAhead: () => Promise.resolve() }));

/** Answers the search the start asks for ahead, and records the calls. */
function answerSearch() {
  return vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url === '/personalization')
      return Promise.resolve(
        answer({ niches: [], languages: [], countries: [], kind: 'both', updatedAt: null }),
      );
    if (url === '/posts') return Promise.resolve(postPageOf([postOf()]));
    if (url === '/collections/marks') return Promise.resolve(answer(marksOf()));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

const rememberRunning = (isRunning: boolean) =>
  session.setMembership(JSON.stringify({ userId: 'user-1', isRunning }));

/** Starts the app at `path`; answers the post searches the start asks for, as they go. */
async function startAt(path: string) {
  window.history.replaceState(null, '', path);
  const get = answerSearch();
  get.mockClear();
  await startAhead(createQueryClient());
  return () => get.mock.calls.filter(([url]) => url === '/posts');
}

/** The search is asked from a module loaded on demand: it comes a moment after the start. */
const expectOneSearch = (searches: () => unknown[]) =>
  vi.waitFor(() => expect(searches()).toHaveLength(1));

/** Nothing asked, a good while after a search would have been. */
async function expectNoSearch(searches: () => unknown[]) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(searches()).toEqual([]);
}

describe('what the start asks for ahead on a research screen', () => {
  beforeEach(() => {
    installFakeApi();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('is the first results, for a seller remembered with a plan or not remembered', async () => {
    signIn({ scopes: ['posts'] });
    await expectOneSearch(await startAt('/a/posts'));
    rememberRunning(true);
    await expectOneSearch(await startAt('/a/trending'));
  });

  it('is no search for a seller remembered without a plan: the API would refuse it', async () => {
    signIn({ scopes: ['trial'] });
    rememberRunning(false);
    await expectNoSearch(await startAt('/a/posts'));
    await expectNoSearch(await startAt('/a/trending'));
  });

  it('is the first results for staff who need no plan, whatever is remembered', async () => {
    signIn({ roles: ['mod'], scopes: ['mod'] });
    rememberRunning(false);
    await expectOneSearch(await startAt('/a/posts'));
  });
});
