import type { DomainListItem, PageListItem, PixelNetwork } from '@postradar/contracts';

/** Height of a node of the diagram, and the space between two. */
export const NODE_HEIGHT = 60;
const NODE_GAP = 12;
const STEP = NODE_HEIGHT + NODE_GAP;

/** The colour each store (and its links) is drawn in, in order of its posts. */
const storeColours = ['blue', 'teal', 'grape', 'orange', 'pink', 'cyan', 'lime', 'indigo'];

export interface PlacedStore {
  store: DomainListItem;
  /** Vertical centre, in pixels from the top of the diagram. */
  y: number;
  /** A Mantine colour name. */
  colour: string;
  /** Width of its link to the pixel: its share of the network's posts. */
  weight: number;
}

export interface PlacedPage {
  page: PageListItem;
  y: number;
  /** Its posts linking to the stores drawn. */
  postsHere: number;
  /** The colours of the stores drawn that it advertises. */
  colours: string[];
}

export interface PlacedLink {
  key: string;
  storeId: string;
  pageId: string;
  from: number;
  to: number;
  colour: string;
  weight: number;
}

export interface NetworkLayout {
  height: number;
  pixelY: number;
  stores: PlacedStore[];
  pages: PlacedPage[];
  links: PlacedLink[];
}

/** A line 1.5 to 8 pixels wide, by the square root of its share of the largest. */
const widthOf = (value: number, largest: number) =>
  1.5 + 6.5 * Math.sqrt(largest > 0 ? value / largest : 0);

/** Centres of `count` nodes stacked in a column of `height`, the stack centred in it. */
function column(count: number, height: number): number[] {
  const top = (height - (count * STEP - NODE_GAP)) / 2;
  return Array.from({ length: count }, (_, index) => top + index * STEP + NODE_HEIGHT / 2);
}

/**
 * Where the diagram of a store network puts its nodes: the pixel on the left, then the stores
 * (busiest first, at most `maxStores`), then the pages advertising them (at most `maxPages`,
 * the busiest on those stores), each page placed near the stores it advertises so that few links
 * cross; every link of a page to a store drawn, as wide as its share of posts.
 */
export function layOutNetwork(
  network: PixelNetwork,
  { maxStores = 8, maxPages = 12 }: { maxStores?: number; maxPages?: number } = {},
): NetworkLayout {
  const storeItems = network.domains.slice(0, maxStores);
  const shownStores = new Set(storeItems.map((store) => store._id));
  const links = network.links.filter((link) => shownStores.has(link.domainId));
  const postsHere = new Map<string, number>();
  for (const link of links) {
    postsHere.set(link.pageId, (postsHere.get(link.pageId) ?? 0) + link.postCount);
  }
  const pageItems = network.pages
    .filter((page) => postsHere.has(page._id))
    .sort((a, b) => (postsHere.get(b._id) ?? 0) - (postsHere.get(a._id) ?? 0))
    .slice(0, maxPages);
  const height = Math.max(storeItems.length, pageItems.length, 1) * STEP - NODE_GAP;

  const largestStore = Math.max(0, ...storeItems.map((store) => store.postCount));
  const storeYs = column(storeItems.length, height);
  const stores = storeItems.map((store, index) => ({
    store,
    y: storeYs[index] ?? 0,
    colour: storeColours[index % storeColours.length] ?? 'blue',
    weight: widthOf(store.postCount, largestStore),
  }));
  const storeById = new Map(stores.map((placed) => [placed.store._id, placed]));

  // A page's place: the average height of its stores, weighted by its posts there.
  const pull = (page: PageListItem) => {
    let sum = 0;
    let weight = 0;
    for (const link of links) {
      if (link.pageId !== page._id) continue;
      sum += (storeById.get(link.domainId)?.y ?? 0) * link.postCount;
      weight += link.postCount;
    }
    return weight > 0 ? sum / weight : 0;
  };
  const ordered = [...pageItems].sort((a, b) => pull(a) - pull(b));
  const pageYs = column(ordered.length, height);
  const pages = ordered.map((page, index) => ({
    page,
    y: pageYs[index] ?? 0,
    postsHere: postsHere.get(page._id) ?? 0,
    colours: stores
      .filter((placed) =>
        links.some((link) => link.pageId === page._id && link.domainId === placed.store._id),
      )
      .map((placed) => placed.colour),
  }));
  const pageById = new Map(pages.map((placed) => [placed.page._id, placed]));

  const drawn = links.filter((link) => pageById.has(link.pageId));
  const largestLink = Math.max(0, ...drawn.map((link) => link.postCount));
  return {
    height,
    pixelY: height / 2,
    stores,
    pages,
    links: drawn.map((link) => {
      const store = storeById.get(link.domainId) as PlacedStore;
      return {
        key: `${link.domainId}-${link.pageId}`,
        storeId: link.domainId,
        pageId: link.pageId,
        from: store.y,
        to: pageById.get(link.pageId)?.y ?? 0,
        colour: store.colour,
        weight: widthOf(link.postCount, largestLink),
      };
    }),
  };
}
