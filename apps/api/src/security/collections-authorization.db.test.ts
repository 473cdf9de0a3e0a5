import {
  callMethods,
  favoriteCalls,
  followCalls,
  groupCalls,
  poolCalls,
  prefixPath,
  searchHistoryCalls,
  type CallDefinition,
} from '@postradar/contracts';
import { selectRows } from '@postradar/db';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { signInTestUser } from '../test/sign-in-test-user';

/** Every call of the user's own collections, by group. */
const collectionCalls = { favoriteCalls, followCalls, groupCalls, searchHistoryCalls, poolCalls };

/** The calls whose `:id` names an item the user owns (a category, group, history entry, ...). */
const ownItemCalls: CallDefinition[] = [favoriteCalls, groupCalls, searchHistoryCalls].flatMap(
  (group) => Object.values(group).filter((call) => call.path.includes(':id')),
);

/** A body the call's schema accepts, so that only ownership can refuse it. */
function validBody(call: CallDefinition, postId: number): object | undefined {
  if (!call.body) return undefined;
  if (call.path.endsWith('/featured')) return { isFeatured: true };
  if (call.path.endsWith('/copy')) return {};
  if (call.path.endsWith('/posts')) return { postIds: [String(postId)] };
  if (call.path.endsWith('/note')) return { note: 'mine now' };
  return { name: 'Taken over' };
}

interface OwnedIds {
  category: string;
  group: string;
  history: string;
  saved: string;
}

function urlOf(call: CallDefinition, values: Record<string, string>): string {
  const path = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? '1');
  return `${prefixPath(call.prefix)}${path}`;
}

/** Which of A's items the `:id` of a path names. */
function ownedIdOf(call: CallDefinition, owned: OwnedIds): string {
  if (call.path.startsWith('/favorites/categories')) return owned.category;
  if (call.path.startsWith('/groups')) return owned.group;
  if (call.path.startsWith('/search-history')) return owned.history;
  return owned.saved;
}

/** Every row of a user's collections, as JSON: compared before and after the other user's calls. */
async function collectionsOf(app: FastifyInstance, userId: string): Promise<string> {
  const tables = [
    sql`select * from favorite_categories where user_id = ${userId} order by id`,
    sql`select * from favorites where user_id = ${userId} order by category_id, post_id`,
    sql`select * from follows where user_id = ${userId} order by kind, target_id`,
    sql`select * from ignored_items where user_id = ${userId} order by kind, target_id`,
    sql`select * from research_groups where user_id = ${userId} order by id`,
    sql`select m.* from research_group_members m join research_groups g on g.id = m.group_id where g.user_id = ${userId} order by m.group_id, m.kind, m.target_id`,
    sql`select * from search_history where user_id = ${userId} order by id`,
    sql`select * from saved_searches where user_id = ${userId} order by id`,
    sql`select * from pool_items where pool_owner_id = ${userId} order by id`,
  ];
  const rows = await Promise.all(tables.map((query) => selectRows(app.database.db, query)));
  return JSON.stringify(rows);
}

describe("nobody reaches another user's collections", () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let owner: { userId: string; auth: Record<string, string> };
  let other: { userId: string; auth: Record<string, string> };
  let owned: OwnedIds;
  let postId: number;
  let pageId: number;

  const call = async (
    auth: Record<string, string>,
    method: string,
    url: string,
    payload?: object,
  ) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: auth,
      ...(payload && { payload }),
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, generateFixture(30, 7));
    postId = (fixture.posts[0] as { id: number }).id;
    pageId = fixture.pageIds[0] as number;
    const signedIn = async (email: string) => {
      const { user, auth } = await signInTestUser(app, { email });
      return { userId: user.id, auth };
    };
    owner = await signedIn('owner@example.com');
    other = await signedIn('other@example.com');
    const mine = (method: string, url: string, payload?: object) =>
      call(owner.auth, method, url, payload);
    const category = await mine('POST', '/api/favorites/categories', { name: 'Mine' });
    await mine('PUT', `/api/favorites/categories/${category.body.data._id}/posts/${postId}`);
    const group = await mine('POST', '/api/groups', { name: 'My group' });
    await mine('PUT', `/api/groups/${group.body.data._id}/members/page/${pageId}`);
    const search = { path: '/a/posts', params: { q: 'shirt' } };
    const history = await mine('POST', '/api/search-history', { ...search, total: 3 });
    const saved = await mine('POST', '/api/saved-searches', { ...search, name: 'Shirts' });
    await mine('PUT', `/api/pool/posts/${postId}`);
    await mine('PUT', `/api/pool/posts/${postId}/note`, { note: 'ours' });
    await mine('PUT', `/api/follows/page/${pageId}`);
    await mine('PUT', `/api/ignored/post/${postId}`);
    owned = {
      category: category.body.data._id,
      group: group.body.data._id,
      history: history.body.data._id,
      saved: saved.body.data._id,
    };
  });
  afterAll(() => app.close());

  it('covers every call of the collections that names an own item', () => {
    expect(ownItemCalls.length).toBeGreaterThanOrEqual(20);
  });

  it("answers 404 to every call naming the owner's items, and changes none of them", async () => {
    const before = await collectionsOf(app, owner.userId);
    for (const definition of ownItemCalls) {
      for (const method of callMethods(definition)) {
        const url = urlOf(definition, {
          id: ownedIdOf(definition, owned),
          postId: String(postId),
          kind: 'page',
          targetId: String(pageId),
        });
        const answer = await call(other.auth, method, url, validBody(definition, postId));
        expect({ method, url, status: answer.status }).toEqual({ method, url, status: 404 });
        expect(answer.body.code).toBe('NOT_FOUND');
      }
    }
    expect(await collectionsOf(app, owner.userId)).toBe(before);
  });

  it("leaves the owner's follows, ignore lists and pool alone when another user names the same posts and pages", async () => {
    const before = await collectionsOf(app, owner.userId);
    const others = (method: string, url: string, payload?: object) =>
      call(other.auth, method, url, payload);
    expect((await others('DELETE', `/api/follows/page/${pageId}`)).status).toBe(200);
    expect((await others('POST', `/api/follows/page/${pageId}/seen`)).status).toBe(200);
    expect((await others('DELETE', `/api/ignored/post/${postId}`)).status).toBe(200);
    expect((await others('DELETE', `/api/pool/posts/${postId}`)).body.data).toEqual({
      removed: false,
    });
    const note = await others('PUT', `/api/pool/posts/${postId}/note`, { note: 'theirs' });
    expect(note.status).toBe(404);
    expect(await collectionsOf(app, owner.userId)).toBe(before);

    const lists = [
      '/api/favorites',
      '/api/follows?kind=page',
      '/api/ignored',
      '/api/groups',
      '/api/search-history',
      '/api/saved-searches',
      '/api/pool',
    ];
    for (const url of lists) {
      const answer = await others('GET', url);
      expect({ url, total: answer.body.data.total }).toEqual({ url, total: 0 });
    }
    const marks = await others('GET', `/api/collections/marks?posts=${postId}&pages=${pageId}`);
    expect(marks.body.data).toEqual({
      favoritePostIds: [],
      pooledPostIds: [],
      followed: { pageIds: [], domainIds: [], pixelIds: [] },
      ignored: { postIds: [], pageIds: [], domainIds: [] },
    });
  });

  it('refuses every call of the collections without a token, before reading the request', async () => {
    for (const [groupName, group] of Object.entries(collectionCalls)) {
      for (const definition of Object.values(group) as CallDefinition[]) {
        const url = urlOf(definition, { kind: 'page' });
        for (const method of callMethods(definition)) {
          const answer = await call({}, method, url, definition.body ? {} : undefined);
          expect({ groupName, method, url, status: answer.status }).toEqual({
            groupName,
            method,
            url,
            status: 401,
          });
        }
      }
    }
  });
});
