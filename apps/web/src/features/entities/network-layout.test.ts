import type { DomainListItem, PageListItem, PixelNetwork } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { layOutNetwork, NODE_HEIGHT } from './network-layout';

const store = (id: string, postCount: number): DomainListItem => ({
  _id: id,
  host: `${id}.shop`,
  platform: 'shopify',
  postCount,
  adCount: 0,
  latestPostAt: null,
  pixelCount: 1,
  pageCount: 1,
});
const page = (id: string): PageListItem => ({
  _id: id,
  networkId: id,
  name: `Page ${id}`,
  username: null,
  category: null,
  pictureUrl: null,
  followers: null,
  country: null,
  postCount: 1,
  adCount: 0,
  latestPostAt: null,
});
const link = (domainId: string, pageId: string, postCount: number) => ({
  domainId,
  pageId,
  postCount,
  adCount: 0,
  latestPostAt: '2026-11-01T00:00:00.000Z',
});

const network: PixelNetwork = {
  domains: [store('a', 90), store('b', 40), store('c', 10)],
  pages: [page('p1'), page('p2'), page('p3'), page('p4')],
  links: [link('a', 'p1', 60), link('a', 'p2', 30), link('b', 'p2', 40), link('c', 'p3', 10)],
  domainCount: 3,
  pageCount: 4,
};

describe('layOutNetwork', () => {
  it('stacks stores busiest first and puts each page beside the stores it advertises', () => {
    const layout = layOutNetwork(network);
    expect(layout.stores.map((placed) => placed.store._id)).toEqual(['a', 'b', 'c']);
    // p4 advertises none of the stores: it is not drawn.
    expect(layout.pages.map((placed) => placed.page._id)).toEqual(['p1', 'p2', 'p3']);
    const y = (id: string) => layout.pages.find((placed) => placed.page._id === id)?.y ?? 0;
    expect(y('p1')).toBeLessThan(y('p2'));
    expect(y('p2')).toBeLessThan(y('p3'));
    expect(layout.pages.find((placed) => placed.page._id === 'p2')).toMatchObject({
      postsHere: 70,
      colours: ['blue', 'teal'],
    });
    expect(layout.height).toBe(3 * NODE_HEIGHT + 2 * 12);
    expect(layout.pixelY).toBe(layout.height / 2);
  });

  it('draws every link of the pages shown, the widest for the most posts', () => {
    const layout = layOutNetwork(network);
    expect(layout.links).toHaveLength(4);
    const widest = [...layout.links].sort((a, b) => b.weight - a.weight)[0];
    expect(widest).toMatchObject({ storeId: 'a', pageId: 'p1', colour: 'blue' });
    for (const drawn of layout.links) {
      expect(drawn.weight).toBeGreaterThanOrEqual(1.5);
      expect(drawn.weight).toBeLessThanOrEqual(8);
    }
  });

  it('draws only the busiest stores and pages it has room for', () => {
    const layout = layOutNetwork(network, { maxStores: 1, maxPages: 1 });
    expect(layout.stores.map((placed) => placed.store._id)).toEqual(['a']);
    expect(layout.pages.map((placed) => placed.page._id)).toEqual(['p1']);
    expect(layout.links.map((drawn) => drawn.key)).toEqual(['a-p1']);
  });

  it('lays out a network without stores', () => {
    const layout = layOutNetwork({ ...network, domains: [], links: [] });
    expect(layout).toMatchObject({ stores: [], pages: [], links: [], height: NODE_HEIGHT });
  });
});
