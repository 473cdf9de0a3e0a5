import { collectionLimits } from '@postradar/contracts';
import { researchGroupMembers, researchGroups } from '@postradar/db';
import {
  fixturePixelDomains,
  generateFixture,
  loadFixture,
  type StoredFixture,
} from '@postradar/search/testing';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Auth = Record<string, string>;
interface Group {
  _id: string;
  name: string;
  pageCount: number;
  domainCount: number;
  pixelCount: number;
  isOwn: boolean;
  isFeatured: boolean;
  isFollowed: boolean;
  hasMember: boolean;
  ownerName: string;
}

describe('groups of pages, domains and pixels', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let alice: Auth;
  let bob: Auth;
  let moderator: Auth;

  async function call(auth: Auth, method: Method, url: string, payload?: object) {
    const response = await app.inject({ method, url, headers: auth, payload });
    return { status: response.statusCode, body: response.json() };
  }
  async function create(auth: Auth, name: string): Promise<Group> {
    const { status, body } = await call(auth, 'POST', '/api/groups', { name });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }
  const names = (body: { data: { docs: Group[] } }) => body.data.docs.map((group) => group.name);
  const pageId = (index: number) => fixture.pageIds[index] as number;
  const domainId = (index: number) => fixture.domainIds[index] as number;
  const pixelId = (index: number) => fixture.pixelIds[index] as number;

  /** What the database holds of a group: its name, featuring and members. */
  async function stored(id: string) {
    const [group] = await app.db
      .select()
      .from(researchGroups)
      .where(eq(researchGroups.id, Number(id)));
    const members = await app.db
      .select({ kind: researchGroupMembers.kind, targetId: researchGroupMembers.targetId })
      .from(researchGroupMembers)
      .where(eq(researchGroupMembers.groupId, Number(id)))
      .orderBy(asc(researchGroupMembers.kind), asc(researchGroupMembers.targetId));
    return { name: group?.name, featuredAt: group?.featuredAt, members };
  }

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, generateFixture(60, 5));
    alice = (await signInTestUser(app, { email: 'alice@example.com', name: 'Alice' })).auth;
    bob = (await signInTestUser(app, { email: 'bob@example.com', name: 'Bob' })).auth;
    moderator = (
      await signInTestUser(app, { email: 'mod@example.com', name: 'Mod', roles: ['group-mod'] })
    ).auth;
  });
  afterAll(() => app.close());

  it('needs a signed-in user for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/groups'],
      ['POST', '/api/groups'],
      ['GET', '/api/groups/1'],
      ['PUT', '/api/groups/1'],
      ['DELETE', '/api/groups/1'],
      ['PUT', '/api/groups/1/members/page/1'],
      ['DELETE', '/api/groups/1/members/page/1'],
      ['GET', '/api/groups/1/posts'],
      ['PUT', '/api/groups/1/featured'],
      ['PUT', '/api/groups/1/follow'],
      ['DELETE', '/api/groups/1/follow'],
      ['POST', '/api/groups/1/copy'],
    ] as const) {
      const response = await app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates groups with trimmed names, unique per user in any case', async () => {
    const group = await create(alice, '  Nurse shops  ');
    expect(group).toMatchObject({
      name: 'Nurse shops',
      pageCount: 0,
      domainCount: 0,
      pixelCount: 0,
      isOwn: true,
      isFeatured: false,
      isFollowed: false,
      hasMember: false,
      ownerName: 'Alice',
    });
    const duplicate = await call(alice, 'POST', '/api/groups', { name: 'NURSE SHOPS' });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'This name already exists' },
    });
    for (const name of ['   ', 'x'.repeat(81)]) {
      const invalid = await call(alice, 'POST', '/api/groups', { name });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toContain('Invalid name');
    }
    // Another user may use the same name.
    expect((await create(bob, 'Nurse shops')).name).toBe('Nurse shops');
  });

  it('adds and removes pages, domains and pixels, once each, and shows them with counts', async () => {
    const group = await create(alice, 'Members');
    const url = `/api/groups/${group._id}/members`;
    const added = await call(alice, 'PUT', `${url}/page/${pageId(1)}`);
    expect(added.body.data).toMatchObject({ isMember: true, group: { pageCount: 1 } });
    const again = await call(alice, 'PUT', `${url}/page/${pageId(1)}`);
    expect(again.body.data).toMatchObject({ isMember: true, group: { pageCount: 1 } });
    await call(alice, 'PUT', `${url}/domain/${domainId(3)}`);
    const last = await call(alice, 'PUT', `${url}/pixel/${pixelId(0)}`);
    expect(last.body.data.group).toMatchObject({ pageCount: 1, domainCount: 1, pixelCount: 1 });

    for (const [kind, message] of [
      ['page', 'Page not found.'],
      ['domain', 'Domain not found.'],
      ['pixel', 'Pixel not found.'],
    ] as const) {
      const missing = await call(alice, 'PUT', `${url}/${kind}/999999`);
      expect(missing).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message } });
    }

    const detail = await call(alice, 'GET', `/api/groups/${group._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.members.map((member: { kind: string }) => member.kind)).toEqual([
      'pixel',
      'domain',
      'page',
    ]);
    const page = detail.body.data.members[2].page;
    expect(page).toMatchObject({
      _id: String(pageId(1)),
      name: 'Áo Thun Đẹp',
      postCount: fixture.posts.filter((post) => post.page === 1).length,
      adCount: fixture.posts.filter((post) => post.page === 1 && post.kind === 'ad').length,
    });

    const removed = await call(alice, 'DELETE', `${url}/domain/${domainId(3)}`);
    expect(removed.body.data).toMatchObject({ isMember: false, group: { domainCount: 0 } });
    const removedAgain = await call(alice, 'DELETE', `${url}/domain/${domainId(3)}`);
    expect(removedAgain.status).toBe(200);
    expect((await stored(group._id)).members).toHaveLength(2);
  });

  it('lists own groups by name, newest change first, with the member asked about', async () => {
    const carol = (await signInTestUser(app, { email: 'carol@example.com', name: 'Carol' })).auth;
    const mugs = await create(carol, 'Mugs');
    const shirts = await create(carol, 'Shirts');
    await create(carol, 'Mug cups');
    await call(carol, 'PUT', `/api/groups/${mugs._id}/members/page/${pageId(0)}`);

    const list = await call(carol, 'GET', '/api/groups');
    expect(names(list.body)).toEqual(['Mugs', 'Mug cups', 'Shirts']);
    expect(list.body.data).toMatchObject({
      page: 1,
      pages: 1,
      total: 3,
      perPage: 50,
      totalCapped: false,
    });
    expect(names((await call(carol, 'GET', '/api/groups?q=MUG')).body)).toEqual([
      'Mugs',
      'Mug cups',
    ]);
    const paged = await call(carol, 'GET', '/api/groups?perPage=10&page=2');
    expect(paged.body.data).toMatchObject({ docs: [], page: 2, pages: 1, total: 3 });

    const containing = await call(carol, 'GET', `/api/groups?containing=page:${pageId(0)}`);
    const marks = Object.fromEntries(
      containing.body.data.docs.map((group: Group) => [group.name, group.hasMember]),
    );
    expect(marks).toEqual({ Mugs: true, 'Mug cups': false, Shirts: false });

    const renamed = await call(carol, 'PUT', `/api/groups/${shirts._id}`, { name: 'Tees' });
    expect(renamed.body.data).toMatchObject({ name: 'Tees', isOwn: true });
    expect(names((await call(carol, 'GET', '/api/groups')).body)[0]).toBe('Tees');
    const taken = await call(carol, 'PUT', `/api/groups/${shirts._id}`, { name: 'mugs' });
    expect(taken).toMatchObject({ status: 409, body: { message: 'This name already exists' } });
    const sameName = await call(carol, 'PUT', `/api/groups/${shirts._id}`, { name: 'TEES' });
    expect(sameName.body.data.name).toBe('TEES');

    const deleted = await call(carol, 'DELETE', `/api/groups/${shirts._id}`);
    expect(deleted.body).toEqual({ success: true, data: { removed: true } });
    expect(await stored(shirts._id)).toMatchObject({ name: undefined, members: [] });
    expect((await call(carol, 'GET', `/api/groups/${shirts._id}`)).status).toBe(404);
  });

  it('refuses a group past 100 and a member past 500', async () => {
    const { auth, user } = await signInTestUser(app, { email: 'full@example.com' });
    await app.db.insert(researchGroups).values(
      Array.from({ length: collectionLimits.groups - 1 }, (_, index) => ({
        userId: user.id,
        name: `Group ${index}`,
      })),
    );
    const last = await create(auth, 'The hundredth');
    const refused = await call(auth, 'POST', '/api/groups', { name: 'One more' });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'LIMIT_REACHED', message: 'You can keep at most 100 groups.' },
    });
    const copy = await call(auth, 'POST', `/api/groups/${last._id}/copy`, {});
    expect(copy.body.code).toBe('LIMIT_REACHED');

    await app.db.insert(researchGroupMembers).values(
      Array.from({ length: collectionLimits.groupMembers }, (_, index) => ({
        groupId: Number(last._id),
        kind: 'page' as const,
        targetId: 1_000_000 + index,
      })),
    );
    const full = await call(auth, 'PUT', `/api/groups/${last._id}/members/page/${pageId(0)}`);
    expect(full).toMatchObject({
      status: 409,
      body: { code: 'LIMIT_REACHED', message: 'You can keep at most 500 members in a group.' },
    });
  });

  it('lets a group moderator feature a group, which others then see, follow and copy', async () => {
    const group = await create(alice, 'Dog stores');
    await call(alice, 'PUT', `/api/groups/${group._id}/members/page/${pageId(2)}`);
    await call(alice, 'PUT', `/api/groups/${group._id}/members/domain/${domainId(3)}`);
    const url = `/api/groups/${group._id}`;

    expect((await call(bob, 'GET', url)).status).toBe(404);
    expect((await call(bob, 'PUT', `${url}/follow`)).status).toBe(404);
    // Only a group moderator features, and no one else learns the call exists.
    for (const auth of [alice, bob]) {
      const refused = await call(auth, 'PUT', `${url}/featured`, { isFeatured: true });
      expect(refused).toMatchObject({ status: 404, body: { message: 'Group not found.' } });
    }
    expect((await stored(group._id)).featuredAt).toBeNull();

    const featured = await call(moderator, 'PUT', `${url}/featured`, { isFeatured: true });
    expect(featured.body.data).toMatchObject({
      isFeatured: true,
      isOwn: false,
      ownerName: 'Alice',
    });

    const seen = await call(bob, 'GET', url);
    expect(seen.status).toBe(200);
    expect(seen.body.data.group).toMatchObject({ isOwn: false, isFeatured: true, pageCount: 1 });
    expect(seen.body.data.members).toHaveLength(2);
    expect(names((await call(bob, 'GET', '/api/groups?scope=featured')).body)).toEqual([
      'Dog stores',
    ]);
    expect(names((await call(bob, 'GET', '/api/groups?scope=followed')).body)).toEqual([]);

    const followed = await call(bob, 'PUT', `${url}/follow`);
    expect(followed.body.data).toMatchObject({ isFollowed: true });
    expect((await call(bob, 'PUT', `${url}/follow`)).body.data.isFollowed).toBe(true);
    expect(names((await call(bob, 'GET', '/api/groups?scope=followed')).body)).toEqual([
      'Dog stores',
    ]);

    const copy = await call(bob, 'POST', `${url}/copy`, {});
    expect(copy.body.data).toMatchObject({
      name: 'Dog stores (copy)',
      isOwn: true,
      isFeatured: false,
      pageCount: 1,
      domainCount: 1,
      ownerName: 'Bob',
    });
    expect((await stored(copy.body.data._id)).members).toEqual((await stored(group._id)).members);
    expect((await call(bob, 'POST', `${url}/copy`, {})).body.data.name).toBe('Dog stores (copy 2)');
    const named = await call(bob, 'POST', `${url}/copy`, { name: 'My dogs' });
    expect(named.body.data.name).toBe('My dogs');
    const duplicate = await call(bob, 'POST', `${url}/copy`, { name: 'my DOGS' });
    expect(duplicate).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });

    // Featured is not shared: Bob still cannot change Alice's group.
    expect((await call(bob, 'PUT', url, { name: 'Mine now' })).status).toBe(404);
    expect((await call(bob, 'DELETE', url)).status).toBe(404);
    expect((await call(bob, 'PUT', `${url}/members/page/${pageId(0)}`)).status).toBe(404);
    expect((await stored(group._id)).name).toBe('Dog stores');

    const unfollowed = await call(bob, 'DELETE', `${url}/follow`);
    expect(unfollowed.body.data.isFollowed).toBe(false);
    await call(bob, 'PUT', `${url}/follow`);

    const withdrawn = await call(moderator, 'PUT', `${url}/featured`, { isFeatured: false });
    expect(withdrawn.body.data.isFeatured).toBe(false);
    expect((await call(bob, 'GET', url)).status).toBe(404);
    expect((await call(bob, 'GET', `${url}/posts`)).status).toBe(404);
    expect((await call(bob, 'PUT', `${url}/follow`)).status).toBe(404);
    expect((await call(bob, 'POST', `${url}/copy`, {})).status).toBe(404);
    expect(names((await call(bob, 'GET', '/api/groups?scope=followed')).body)).toEqual([]);
    expect(names((await call(bob, 'GET', '/api/groups?scope=featured')).body)).toEqual([]);
    // The moderator may feature their own groups too.
    const own = await create(moderator, 'Staff picks');
    const ownFeatured = await call(moderator, 'PUT', `/api/groups/${own._id}/featured`, {
      isFeatured: true,
    });
    expect(ownFeatured.body.data).toMatchObject({ isOwn: true, isFeatured: true });
    expect(
      (await call(moderator, 'PUT', '/api/groups/999999/featured', { isFeatured: true })).status,
    ).toBe(404);
  });

  it("finds the group's posts: those of its pages, its domains and its pixels' domains", async () => {
    const group = await create(alice, 'Trending');
    const url = `/api/groups/${group._id}`;
    await call(alice, 'PUT', `${url}/members/page/${pageId(1)}`);
    await call(alice, 'PUT', `${url}/members/domain/${domainId(4)}`);
    await call(alice, 'PUT', `${url}/members/pixel/${pixelId(0)}`);
    const pixelDomains = new Set(fixturePixelDomains[0]);
    const expected = fixture.posts
      .filter(
        (post) =>
          post.page === 1 ||
          post.domain === 4 ||
          (post.domain !== null && pixelDomains.has(post.domain)),
      )
      .map((post) => post.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(fixture.posts.length);

    const { status, body } = await call(alice, 'GET', `${url}/posts?perPage=100`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.total).toBe(expected.length);
    const ids = body.data.docs.map((post: { _id: string }) => Number(post._id));
    expect([...ids].sort((a, b) => a - b)).toEqual(expected);

    const ads = await call(alice, 'GET', `${url}/posts?kind=ad&perPage=100`);
    expect(ads.body.data.docs.every((post: { kind: string }) => post.kind === 'ad')).toBe(true);
    const bad = await call(alice, 'GET', `${url}/posts?sort=bogus`);
    expect(bad.status).toBe(400);
    const empty = await create(alice, 'Empty');
    const none = await call(alice, 'GET', `/api/groups/${empty._id}/posts`);
    expect(none.body.data).toMatchObject({ docs: [], total: 0 });
  });

  it("answers another user's group as one that does not exist, changing nothing", async () => {
    const group = await create(alice, 'Private');
    const url = `/api/groups/${group._id}`;
    await call(alice, 'PUT', `${url}/members/page/${pageId(0)}`);
    const before = await stored(group._id);
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PUT', '', { name: 'Taken over' }],
      ['DELETE', '', undefined],
      ['PUT', `/members/page/${pageId(1)}`, undefined],
      ['DELETE', `/members/page/${pageId(0)}`, undefined],
      ['GET', '/posts', undefined],
      ['PUT', '/follow', undefined],
      ['DELETE', '/follow', undefined],
      ['POST', '/copy', {}],
      ['PUT', '/featured', { isFeatured: true }],
    ] as const) {
      const answer = await call(bob, method, `${url}${path}`, payload);
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Group not found.' },
      });
    }
    const missing = await call(bob, 'GET', '/api/groups/999999');
    expect(missing.body.message).toBe('Group not found.');
    expect(await stored(group._id)).toEqual(before);
    expect(names((await call(bob, 'GET', '/api/groups?q=Private')).body)).toEqual([]);
  });
});

describe("a group's posts among the research calls", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_RESEARCH_PER_MINUTE: '3' });
  });
  afterAll(() => app.close());

  it('counts toward the same per-minute limit as the other searches', async () => {
    const { auth } = await signInTestUser(app, { email: 'limited@example.com' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: auth,
      payload: { name: 'Limited' },
    });
    const posts = `/api/groups/${created.json().data._id}/posts`;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: auth });
    expect((await get('/api/posts')).statusCode).toBe(200);
    expect((await get('/api/posts')).statusCode).toBe(200);
    const third = await get(posts);
    expect(third.statusCode).toBe(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    const refused = await get(posts);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // Group calls that are not searches are not limited.
    expect((await get('/api/groups')).statusCode).toBe(200);
  });
});
