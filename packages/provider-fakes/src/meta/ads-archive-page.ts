import type { AdsArchiveParams } from './ads-archive-params';
import type { ArchivedAdField } from './ads-archive-vocabulary';
import type { FakeArchivedAd } from './fake-archived-ad';
import { invalidParameter } from './graph-errors';
import { metaTimeMs } from './meta-time';

/** Where an ad stands in the answer's order; cursors carry it, so pages hold even if ads are added. */
interface Position {
  startMs: number;
  id: string;
}

const positionOf = (ad: FakeArchivedAd): Position => ({
  startMs: metaTimeMs(ad.ad_delivery_start_time),
  id: ad.id,
});

/** Ids as numbers would compare, for the digit strings Meta gives out. */
const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** The answer's order: the newest delivery start first, then the highest id. */
const compare = (a: Position, b: Position) => b.startMs - a.startMs || compareIds(b.id, a.id);

const encodeCursor = (position: Position) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor(name: string, cursor: string): Position {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const { startMs, id } = parsed as Partial<Position>;
    if (typeof startMs === 'number' && typeof id === 'string') return { startMs, id };
  } catch {
    // Not JSON: answered below as any cursor this fake did not give out.
  }
  throw invalidParameter(`Param ${name} is not a valid cursor`);
}

/** The page of `sorted` the request asks: after its `after` cursor, before its `before` one, or the first. */
function pageBounds(sorted: FakeArchivedAd[], params: AdsArchiveParams) {
  const firstIndex = (isInPage: (position: Position) => boolean) => {
    const index = sorted.findIndex((ad) => isInPage(positionOf(ad)));
    return index === -1 ? sorted.length : index;
  };
  if (params.after !== undefined) {
    const after = decodeCursor('after', params.after);
    const start = firstIndex((position) => compare(position, after) > 0);
    return { start, end: Math.min(start + params.limit, sorted.length) };
  }
  if (params.before !== undefined) {
    const before = decodeCursor('before', params.before);
    const end = firstIndex((position) => compare(position, before) >= 0);
    return { start: Math.max(0, end - params.limit), end };
  }
  return { start: 0, end: Math.min(params.limit, sorted.length) };
}

/** The ad with only the fields asked (the API never says what it does not hold). */
function withFields(ad: FakeArchivedAd, fields: ArchivedAdField[]): Record<string, unknown> {
  const values: Partial<Record<string, unknown>> = { ...ad };
  return Object.fromEntries(
    fields.filter((field) => values[field] !== undefined).map((field) => [field, values[field]]),
  );
}

/** `url` turned to the page on the other side of `cursor`. */
function linkTo(url: URL, side: 'after' | 'before', cursor: string): string {
  const link = new URL(url);
  link.searchParams.delete('after');
  link.searchParams.delete('before');
  link.searchParams.set(side, cursor);
  return link.toString();
}

/**
 * The body of an ads_archive answer: one page of the ads found, in order, with Graph's cursor
 * paging; `next` (and `previous`) are full URLs, given only while ads remain on that side.
 */
export function adsArchivePage(found: FakeArchivedAd[], params: AdsArchiveParams, url: URL) {
  const sorted = [...found].sort((a, b) => compare(positionOf(a), positionOf(b)));
  const { start, end } = pageBounds(sorted, params);
  const page = sorted.slice(start, end);
  const first = page[0];
  const last = page.at(-1);
  const data = page.map((ad) => withFields(ad, params.fields));
  if (first === undefined || last === undefined) return { data };
  const cursors = {
    before: encodeCursor(positionOf(first)),
    after: encodeCursor(positionOf(last)),
  };
  return {
    data,
    paging: {
      cursors,
      ...(end < sorted.length && { next: linkTo(url, 'after', cursors.after) }),
      ...(start > 0 && { previous: linkTo(url, 'before', cursors.before) }),
    },
  };
}
