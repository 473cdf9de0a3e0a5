import {
  billingTexts,
  dashboardBlockSize,
  type FollowItem,
  type MovingSort,
  type PostSearchQuery,
} from '@postradar/contracts';
import { dailySearches, follows, jobLeases, posts, savedSearches } from '@postradar/db';
import { insertTestPosts } from '@postradar/db/testing';
import {
  generateFixture,
  loadFixture,
  referenceSearch,
  type StoredFixture,
} from '@postradar/search/testing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_REFRESH_JOB } from '../../jobs/schedule-metrics-refresh';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import { featureRefusal } from '../billing/membership-gates';
import { searchDay } from '../billing/trial-limits';
import { collectionCaller } from '../favorites/test/collection-caller';
import { utcDay } from './utc-days';

const dashboardUrls = [
  '/api/dashboard/moving?sort=trending',
  '/api/dashboard/news',
  '/api/dashboard/favorites',
  '/api/dashboard/corpus',
];

const hour = 3_600_000;
const day = 24 * hour;

type Caller = ReturnType<typeof collectionCaller>;

/** A followed item as `kind:id`. */
function followKey(item: FollowItem): string {
  if (item.kind === 'page') return `page:${item.page._id}`;
  if (item.kind === 'domain') return `domain:${item.domain._id}`;
  return `pixel:${item.pixel._id}`;
}

describe('the dashboard (/api/dashboard)', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let emails = 0;

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, generateFixture(160, 9));
    // The fixture's posts as found before today, so that "new since" is decided by the test.
    const shift = Date.now() - 90 * day - Date.parse('2026-10-01T00:00:00Z');
    await app.db.execute(
      sql`update posts set first_seen_at = first_seen_at + ${shift} * interval '1 millisecond'`,
    );
    for (const post of fixture.posts)
      post.firstSeenAt = new Date(post.firstSeenAt.getTime() + shift);
  });
  afterAll(() => app.close());

  /** A signed-in user, with every feature unless a plan (or none) is named. */
  async function signIn(plan?: string | null) {
    emails += 1;
    const { user, auth } = await signInTestUser(app, {
      email: `dashboard-${emails}@example.com`,
      ...(plan !== undefined && { plan }),
    });
    return { userId: user.id, call: collectionCaller(app, auth) };
  }

  const idsOf = (items: { _id: string }[]) => items.map((item) => Number(item._id));

  it('answers 401 to every block without a signed-in user', async () => {
    const call = collectionCaller(app);
    for (const url of dashboardUrls) {
      const { status, body } = await call('GET', url);
      expect(status, url).toBe(401);
      expect(body.code).toBe('UNAUTHENTICATED');
    }
  });

  describe('moving today', () => {
    /** The reference: the first block of the search the block stands for. */
    const expectedMoving = (query: Partial<PostSearchQuery> & { sort: MovingSort }, ignored = {}) =>
      referenceSearch(
        fixture,
        { mode: 'all', page: 1, perPage: dashboardBlockSize, ...query },
        ignored,
      ).slice(0, dashboardBlockSize);

    it('shows six posts by each sort over the whole corpus without a personalization', async () => {
      const { call } = await signIn();
      for (const sort of ['trending', 'mass_reactions', 'mass_shares', 'mass_comments'] as const) {
        const { status, body } = await call('GET', `/api/dashboard/moving?sort=${sort}`);
        expect(status, sort).toBe(200);
        expect(body.data).toMatchObject({ sort, isPersonalized: false });
        expect(idsOf(body.data.posts), sort).toEqual(expectedMoving({ sort }));
      }
    });

    it("narrows the posts to the user's niches, languages, countries and kind", async () => {
      const { call } = await signIn();
      const saved = await call('PUT', '/api/personalization', {
        niches: ['Nurse'],
        languages: ['en'],
        countries: [],
        kind: 'ads',
      });
      expect(saved.status).toBe(200);
      const { body } = await call('GET', '/api/dashboard/moving?sort=mass_shares');
      const expected = expectedMoving({
        sort: 'mass_shares',
        niches: ['Nurse'],
        languages: ['en'],
        kind: 'ad',
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(expected).not.toEqual(expectedMoving({ sort: 'mass_shares' }));
      expect(body.data.isPersonalized).toBe(true);
      expect(idsOf(body.data.posts)).toEqual(expected);
      for (const post of body.data.posts) {
        expect(post).toMatchObject({ kind: 'ad', language: 'en' });
      }

      await call('PUT', '/api/personalization', {
        niches: [],
        languages: [],
        countries: ['VN'],
        kind: 'posts',
      });
      const vietnam = await call('GET', '/api/dashboard/moving?sort=trending');
      expect(idsOf(vietnam.body.data.posts)).toEqual(
        expectedMoving({ sort: 'trending', countries: ['VN'], kind: 'post' }),
      );
    });

    it('leaves out what the user ignores', async () => {
      const { call } = await signIn();
      const [first, second] = expectedMoving({ sort: 'trending' });
      expect((await call('PUT', `/api/ignored/post/${first}`)).status).toBe(200);
      const { body } = await call('GET', '/api/dashboard/moving?sort=trending');
      expect(idsOf(body.data.posts)[0]).toBe(second);
      expect(idsOf(body.data.posts)).toEqual(
        expectedMoving({ sort: 'trending' }, { postIds: [first] }),
      );
    });

    it('refuses a sort it does not know, naming the parameter', async () => {
      const { call } = await signIn();
      const { status, body } = await call('GET', '/api/dashboard/moving?sort=newest');
      expect(status).toBe(400);
      expect(body.message).toBe(
        "Invalid query parameter 'sort': must be one of trending, mass_reactions, mass_shares, mass_comments",
      );
      expect((await call('GET', '/api/dashboard/moving')).status).toBe(400);
    });

    it('says when the measures were computed: the metrics job or the posts, the later', async () => {
      const { call } = await signIn();
      const moving = async () =>
        (await call('GET', '/api/dashboard/moving?sort=trending')).body.data;
      expect((await moving()).computedAt).toBeNull();

      const shown = idsOf((await moving()).posts);
      const derivedAt = new Date(Date.now() - 2 * hour);
      await app.db
        .update(posts)
        .set({ derivedAt })
        .where(inArray(posts.id, shown.slice(0, 2)));
      expect((await moving()).computedAt).toBe(derivedAt.toISOString());

      const through = new Date(Date.now() - hour);
      await app.db.insert(jobLeases).values({
        name: METRICS_REFRESH_JOB,
        lockedUntil: new Date(),
        lastResult: { posts: 3, through: through.toISOString() },
      });
      expect((await moving()).computedAt).toBe(through.toISOString());
    });

    it('gates as Trending does, without spending or needing the trial searches', async () => {
      const trial = await signIn('trial');
      const moving = await trial.call('GET', '/api/dashboard/moving?sort=trending');
      expect(moving.status).toBe(200);
      expect(moving.body.data.posts).toHaveLength(dashboardBlockSize);
      const counted = await app.db
        .select()
        .from(dailySearches)
        .where(eq(dailySearches.userId, trial.userId));
      expect(counted).toEqual([]);

      await app.db
        .insert(dailySearches)
        .values({ userId: trial.userId, day: searchDay(new Date()), searches: 20 });
      expect((await trial.call('GET', '/api/posts?q=nurse')).status).toBe(402);
      expect((await trial.call('GET', '/api/dashboard/moving?sort=mass_comments')).status).toBe(
        200,
      );

      await trial.call('PUT', '/api/personalization', {
        niches: [],
        languages: [],
        countries: [],
        kind: 'ads',
      });
      const ads = await trial.call('GET', '/api/dashboard/moving?sort=trending');
      expect(ads.status).toBe(402);
      expect(ads.body).toMatchObject({
        code: 'MEMBERSHIP_REQUIRED',
        message: featureRefusal('ads'),
      });

      const lapsed = await signIn(null);
      const refused = await lapsed.call('GET', '/api/dashboard/moving?sort=trending');
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe(billingTexts.membershipRequired);
    });
  });

  describe('news', () => {
    let seller: { userId: string; call: Caller };

    beforeAll(async () => {
      seller = await signIn();
    });

    it('lists up to six follows with new posts across kinds, the most first', async () => {
      const since = new Date(Date.now() - 75 * day);
      const targets = [
        ...fixture.pageIds.map((id, index) => ({ kind: 'page' as const, id, index })),
        ...fixture.domainIds.map((id, index) => ({ kind: 'domain' as const, id, index })),
      ];
      for (const { kind, id } of targets) {
        await seller.call('PUT', `/api/follows/${kind}/${id}`);
        await app.db
          .update(follows)
          .set({ seenAt: since })
          .where(
            and(
              eq(follows.userId, seller.userId),
              eq(follows.kind, kind),
              eq(follows.targetId, id),
            ),
          );
      }
      // Followed now, after its latest post: nothing new.
      await seller.call('PUT', `/api/follows/pixel/${fixture.pixelIds[0]}`);

      const newSince = ({ kind, index }: (typeof targets)[number]) =>
        fixture.posts.filter(
          (post) =>
            (kind === 'page' ? post.page : post.domain) === index && post.firstSeenAt > since,
        ).length;
      const withNews = targets
        .map((target) => ({ key: `${target.kind}:${target.id}`, count: newSince(target) }))
        .filter((target) => target.count > 0)
        .sort((a, b) => b.count - a.count);
      expect(withNews.length).toBeGreaterThan(dashboardBlockSize);

      const { status, body } = await seller.call('GET', '/api/dashboard/news');
      expect(status).toBe(200);
      const listed = (body.data.follows as FollowItem[]).map((item) => ({
        key: followKey(item),
        count: item.newPosts.count,
      }));
      expect(listed.map((item) => item.count)).toEqual(
        withNews.slice(0, dashboardBlockSize).map((item) => item.count),
      );
      for (const item of listed) expect(withNews).toContainEqual(item);
      // Every follow counts, with new posts or not (the block tells nothing new from nothing yet).
      expect(body.data.followCount).toBe(targets.length + 1);
      expect(body.data.savedSearchCount).toBe(0);
      expect(Date.now() - Date.parse(body.data.computedAt)).toBeLessThan(60_000);
    });

    it('lists the saved searches with new posts, counted as their list counts them', async () => {
      const save = async (name: string, q: string, lastRunAt: Date) => {
        const { body } = await seller.call('POST', '/api/saved-searches', {
          name,
          path: '/a/posts',
          params: { q },
        });
        await app.db
          .update(savedSearches)
          .set({ lastRunAt })
          .where(eq(savedSearches.id, Number(body.data._id)));
        return body.data._id as string;
      };
      const nurse = await save('Nurse', 'nurse', new Date(Date.now() - 80 * day));
      const dog = await save('Dog', 'dog', new Date(Date.now() - 70 * day));
      await save('Up to date', 'nurse', new Date());
      await save('Nothing matches', 'zebra', new Date(Date.now() - 80 * day));

      const { body } = await seller.call('GET', '/api/dashboard/news');
      const listed = body.data.savedSearches as { _id: string; newPosts: { count: number } }[];
      const counts = await Promise.all(
        [nurse, dog].map(
          async (id) => (await seller.call('GET', `/api/saved-searches/${id}/new-posts`)).body.data,
        ),
      );
      expect(counts.every((newPosts) => newPosts.count > 0)).toBe(true);
      const expected = [
        { id: nurse, newPosts: counts[0] },
        { id: dog, newPosts: counts[1] },
      ].sort((a, b) => b.newPosts.count - a.newPosts.count);
      expect(listed.map((item) => ({ id: item._id, newPosts: item.newPosts }))).toEqual(expected);
      expect(listed[0]).toMatchObject({ path: '/a/posts', lastRunAt: expect.any(String) });
      expect(body.data.savedSearchCount).toBe(4);
    });

    it("never shows another user's follows or saved searches", async () => {
      const other = await signIn();
      const { status, body } = await other.call('GET', '/api/dashboard/news');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        follows: [],
        followCount: 0,
        savedSearches: [],
        savedSearchCount: 0,
      });
    });
  });

  describe('favorites', () => {
    it("shows the user's six latest favorites and how many they have", async () => {
      const { userId, call } = await signIn();
      const saved = fixture.posts.slice(0, 8).map((post) => post.id);
      for (const id of saved) {
        expect((await call('PUT', `/api/favorites/posts/${id}`)).status).toBe(200);
        await app.db.execute(
          sql`update favorites set created_at = now() - (${8 - saved.indexOf(id)} * interval '1 minute')
              where user_id = ${userId} and post_id = ${id}`,
        );
      }
      const { status, body } = await call('GET', '/api/dashboard/favorites');
      expect(status).toBe(200);
      expect(body.data.total).toBe(8);
      expect(
        body.data.items.map((item: { post: { _id: string } }) => Number(item.post._id)),
      ).toEqual([...saved].reverse().slice(0, dashboardBlockSize));
      expect(body.data.items[0]).toMatchObject({
        categoryId: expect.any(String),
        savedAt: expect.any(String),
      });

      const other = await signIn();
      expect((await other.call('GET', '/api/dashboard/favorites')).body.data).toMatchObject({
        items: [],
        total: 0,
      });
      const lapsed = await signIn(null);
      expect((await lapsed.call('GET', '/api/dashboard/favorites')).status).toBe(402);
    });
  });
});

describe('the corpus in figures (/api/dashboard/corpus)', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  const now = Date.now();

  beforeAll(async () => {
    app = await buildTestApp();
    fixture = await loadFixture(app.db, []);
  });
  afterAll(() => app.close());

  async function signIn(email: string, plan?: null) {
    const { auth } = await signInTestUser(app, { email, ...(plan === null && { plan }) });
    return collectionCaller(app, auth);
  }

  const post = (networkId: string, kind: 'post' | 'ad', firstSeenAt: Date) => ({
    networkId,
    kind,
    pageId: fixture.pageIds[0] as number,
    mediaType: 'photo' as const,
    createdTime: firstSeenAt,
    firstSeenAt,
    message: networkId,
  });

  it('counts the last 24 hours, the entities, and each of the 30 days up to today', async () => {
    const seen = {
      hourAgo: new Date(now - hour),
      twoHoursAgo: new Date(now - 2 * hour),
      dayAndHourAgo: new Date(now - 25 * hour),
      tenDaysAgo: new Date(now - 10 * day),
      firstDay: new Date(`${utcDay(new Date(now - 29 * day))}T00:00:00Z`),
      tooOld: new Date(`${utcDay(new Date(now - 30 * day))}T23:59:59Z`),
      ahead: new Date(now + day),
    };
    await insertTestPosts(app.db, [
      post('hour', 'post', seen.hourAgo),
      post('two-hours', 'ad', seen.twoHoursAgo),
      post('two-hours-b', 'post', seen.twoHoursAgo),
      post('day-and-hour', 'post', seen.dayAndHourAgo),
      post('ten-days', 'ad', seen.tenDaysAgo),
      post('ten-days-b', 'ad', seen.tenDaysAgo),
      post('first-day', 'post', seen.firstDay),
      post('too-old', 'post', seen.tooOld),
      post('ahead', 'ad', seen.ahead),
    ]);
    // The figures need no membership.
    const call = await signIn('figures@example.com', null);
    const { status, body } = await call('GET', '/api/dashboard/corpus');
    expect(status).toBe(200);
    const figures = body.data;
    expect(figures).toMatchObject({
      postsLast24h: 2,
      adsLast24h: 1,
      pages: 5,
      domains: 5,
      pixels: 2,
    });
    expect(figures.perDay).toHaveLength(30);
    expect(figures.perDay.at(-1).day).toBe(utcDay(new Date(now)));
    expect(figures.perDay[0].day).toBe(utcDay(seen.firstDay));
    const expected = new Map<string, { posts: number; ads: number }>();
    const add = (at: Date, kind: 'posts' | 'ads', count = 1) => {
      const entry = expected.get(utcDay(at)) ?? { posts: 0, ads: 0 };
      entry[kind] += count;
      expected.set(utcDay(at), entry);
    };
    add(seen.hourAgo, 'posts');
    add(seen.twoHoursAgo, 'ads');
    add(seen.twoHoursAgo, 'posts');
    add(seen.dayAndHourAgo, 'posts');
    add(seen.tenDaysAgo, 'ads', 2);
    add(seen.firstDay, 'posts');
    for (const { day: date, posts: postCount, ads } of figures.perDay) {
      expect({ date, posts: postCount, ads }).toEqual({
        date,
        ...(expected.get(date) ?? { posts: 0, ads: 0 }),
      });
    }
    expect(Date.now() - Date.parse(figures.computedAt)).toBeLessThan(60_000);
  });

  it('counts again only after five minutes, for every user', async () => {
    const first = await signIn('one@example.com');
    const before = (await first('GET', '/api/dashboard/corpus')).body.data;
    await insertTestPosts(app.db, [post('later', 'post', new Date())]);
    const second = await signIn('two@example.com');
    expect((await second('GET', '/api/dashboard/corpus')).body.data).toEqual(before);
  });
});
