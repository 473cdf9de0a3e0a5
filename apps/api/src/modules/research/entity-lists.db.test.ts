import {
  domainSorts,
  pageSorts,
  pixelSorts,
  type DomainSort,
  type PageSort,
  type PixelSort,
} from '@postradar/contracts';
import { generateFixture, loadFixture, type StoredFixture } from '@postradar/search/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInTestUser } from '../../test/sign-in-test-user';
import {
  byCountDescending,
  byTextAscending,
  referenceDomains,
  referenceNetworkLinks,
  referencePages,
  referencePixels,
  countOrders,
} from './test/reference-entities';

type Compare<T> = (a: T, b: T) => number;

describe('pages, domains and pixels with their counts', () => {
  let app: FastifyInstance;
  let fixture: StoredFixture;
  let auth: Record<string, string>;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: auth });
    return { status: response.statusCode, body: response.json() };
  };
  const ids = (body: { data: { docs: { _id: string }[] } }) =>
    body.data.docs.map((doc) => Number(doc._id));

  beforeAll(async () => {
    app = await buildTestApp();
    auth = (await signInTestUser(app, { email: 'seller@example.com' })).auth;
    fixture = await loadFixture(app.db, generateFixture(120, 11));
  });
  afterAll(() => app.close());

  it('lists pages with their counts, in every order', async () => {
    const pages = referencePages(fixture);
    type Row = (typeof pages)[number];
    const orders: Record<PageSort, Compare<Row>> = {
      ...countOrders<Row>(),
      followers: byCountDescending<Row>(() => null),
      name: byTextAscending<Row>((row) => row.nameKey),
    };
    for (const sort of pageSorts) {
      const { status, body } = await get(`/api/pages?sort=${sort}`);
      expect(status).toBe(200);
      const expected = [...pages].sort(orders[sort]);
      expect(ids(body), sort).toEqual(expected.map((page) => page.id));
    }
    const { body } = await get('/api/pages');
    expect(body.data).toMatchObject({ total: 5, pages: 1, totalCapped: false });
    for (const doc of body.data.docs) {
      const page = pages.find((candidate) => candidate.id === Number(doc._id));
      expect(doc).toMatchObject({
        name: page?.name,
        postCount: page?.postCount,
        adCount: page?.adCount,
        latestPostAt: page?.latestPostAt,
      });
    }
  });

  it('finds pages by name without diacritics, by id and by username', async () => {
    const names = async (q: string) =>
      (await get(`/api/pages?q=${encodeURIComponent(q)}`)).body.data.docs.map(
        (page: { name: string }) => page.name,
      );
    expect(await names('qua tang')).toEqual(['Quà Tặng Mẹ']);
    expect(await names('2000002')).toEqual(['Dog Mom Store']);
    expect(await names('AoThunDep')).toEqual(['Áo Thun Đẹp']);
    expect(await names('zebra')).toEqual([]);
  });

  it('shows a page with its counts and the stores it links to', async () => {
    const page = referencePages(fixture)[0];
    const { body } = await get(`/api/pages/${page?.id}`);
    expect(body.data).toMatchObject({
      name: 'Nurse Life Co',
      postCount: page?.postCount,
      adCount: page?.adCount,
      latestPostAt: page?.latestPostAt,
    });
    const stores = referenceDomains(fixture)
      .map((domain, index) => ({
        ...domain,
        onPage: fixture.posts.filter((post) => post.page === 0 && post.domain === index).length,
      }))
      .filter((domain) => domain.onPage > 0)
      .sort((a, b) => b.onPage - a.onPage || (a.host < b.host ? -1 : 1));
    expect(
      body.data.stores.map((store: { host: string; postCount: number }) => [
        store.host,
        store.postCount,
      ]),
    ).toEqual(stores.map((store) => [store.host, store.onPage]));
    expect((await get('/api/pages/999999')).status).toBe(404);
  });

  it('lists domains with their counts, in every order, by host part and platform', async () => {
    const domains = referenceDomains(fixture);
    type Row = (typeof domains)[number];
    const orders: Record<DomainSort, Compare<Row>> = {
      ...countOrders<Row>(),
      host: byTextAscending<Row>((row) => row.host),
    };
    for (const sort of domainSorts) {
      const { body } = await get(`/api/domains?sort=${sort}`);
      const expected = [...domains].sort(orders[sort]);
      expect(ids(body), sort).toEqual(expected.map((domain) => domain.id));
    }
    const found = await get('/api/domains?q=NurseLife&sort=host');
    expect(found.body.data.docs).toEqual(
      domains
        .filter((domain) => domain.host.includes('nurselife'))
        .map(({ id, host, platform, postCount, adCount, latestPostAt, pixelCount, pageCount }) => ({
          _id: String(id),
          host,
          platform,
          postCount,
          adCount,
          latestPostAt,
          pixelCount,
          pageCount,
        })),
    );
    const onShopbase = await get('/api/domains?platform=shopbase');
    expect(ids(onShopbase.body)).toEqual(
      domains.filter((domain) => domain.platform === 'shopbase').map((domain) => domain.id),
    );
    const literal = await get(`/api/domains?q=${encodeURIComponent('%')}`);
    expect(literal.body.data.total).toBe(0);
    const bad = await get('/api/domains?platform=magento');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("'platform'");
  });

  it('shows a domain with its counts and the pixels it loads', async () => {
    const domain = referenceDomains(fixture)[2];
    const { body } = await get(`/api/domains/${domain?.id}`);
    expect(body.data).toMatchObject({
      host: 'aothun.vn',
      postCount: domain?.postCount,
      pageCount: domain?.pageCount,
      pixelCount: 1,
      pixels: [{ networkId: '812345678909999', domainCount: 1 }],
    });
    expect((await get('/api/domains/999999')).status).toBe(404);
  });

  it('lists pixels with the counts of their store networks, in every order', async () => {
    const pixels = referencePixels(fixture);
    type Row = (typeof pixels)[number];
    const orders: Record<PixelSort, Compare<Row>> = {
      ...countOrders<Row>(),
      domains: byCountDescending<Row>((row) => row.domainCount),
      id: byTextAscending<Row>((row) => row.networkId),
    };
    for (const sort of pixelSorts) {
      const { body } = await get(`/api/pixels?sort=${sort}`);
      const expected = [...pixels].sort(orders[sort]);
      expect(ids(body), sort).toEqual(expected.map((pixel) => pixel.id));
    }
    const found = await get('/api/pixels?q=8123456789012');
    const first = pixels[0];
    expect(found.body.data.docs).toEqual([
      {
        _id: String(first?.id),
        networkId: first?.networkId,
        postCount: first?.postCount,
        adCount: first?.adCount,
        latestPostAt: first?.latestPostAt,
        domainCount: 2,
        pageCount: first?.pageCount,
      },
    ]);
    expect((await get(`/api/pixels/${first?.id}`)).body.data).toEqual(found.body.data.docs[0]);
    const wrongSort = await get('/api/pixels?sort=host');
    expect(wrongSort.status).toBe(400);
    expect(wrongSort.body.message).toContain("'sort'");
  });

  it("shows a pixel's store network: its domains, the pages advertising them and the links", async () => {
    const pixel = referencePixels(fixture)[0];
    const { status, body } = await get(`/api/pixels/${pixel?.id}/network`);
    expect(status).toBe(200);
    const domains = referenceDomains(fixture)
      .filter((_, index) => index === 0 || index === 1)
      .sort(countOrders<ReturnType<typeof referenceDomains>[number]>().posts);
    expect(body.data.domains.map((domain: { host: string }) => domain.host)).toEqual(
      domains.map((domain) => domain.host),
    );
    const links = referenceNetworkLinks(fixture, 0);
    expect(
      [...body.data.links].sort((a, b) =>
        `${a.domainId} ${a.pageId}`.localeCompare(`${b.domainId} ${b.pageId}`),
      ),
    ).toEqual(
      [...links].sort((a, b) =>
        `${a.domainId} ${a.pageId}`.localeCompare(`${b.domainId} ${b.pageId}`),
      ),
    );
    const postsThere = (pageId: string) =>
      links.filter((link) => link.pageId === pageId).reduce((sum, link) => sum + link.postCount, 0);
    const pageIds = body.data.pages.map((page: { _id: string }) => page._id);
    expect(new Set(pageIds)).toEqual(new Set(links.map((link) => link.pageId)));
    expect(pageIds.map(postsThere)).toEqual([...pageIds.map(postsThere)].sort((a, b) => b - a));
    expect(body.data).toMatchObject({ domainCount: 2, pageCount: pixel?.pageCount });
    expect((await get('/api/pixels/999999/network')).status).toBe(404);
  });
});
