import type { DomainPlatform, ImportLineInput, MediaType } from '@postradar/contracts';
import { demoImageUrl, initialsOf } from './demo-image-name';
import { drawSpike, HOUR, metricsAt, reactionMix, type Curve } from './engagement-curve';
import { Random } from './random';
import {
  countriesEn,
  ctasEn,
  ctaTitlesVi,
  holidays,
  hostSuffixes,
  hostSuffixesVi,
  niches,
  offersEn,
  offersVi,
  pageCategories,
  platformsOfAds,
  products,
  templatesEn,
  templatesVi,
  type Niche,
} from './vocabulary';

export interface CorpusOptions {
  /** Posts and ads to write. */
  posts: number;
  seed: number;
  /** The time the engagement histories end at; the current hour by default. */
  now?: Date;
}

const DAY = 24 * HOUR;

/** The current time rounded down to the hour: the default end of every history. */
export function currentHour(now = Date.now()): Date {
  return new Date(Math.floor(now / HOUR) * HOUR);
}

interface Seller {
  language: 'en' | 'vi';
  country: string;
  niche: Niche;
  pages: { id: string; name: string }[];
  hosts: string[];
  /** Relative share of all posts (a few sellers post most). */
  weight: number;
}

/** 'Áo Thun Cho Mẹ' -> 'aothunchome'. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The text without its diacritics: equal to the text only when it has none. */
function slugless(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Unique ids of `digits` digits. */
function idMaker(random: Random, digits: number) {
  const used = new Set<string>();
  const low = 10 ** (digits - 1);
  return () => {
    for (;;) {
      const id = String(low + Math.floor(random.next() * 9 * low));
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
}

/** Vietnamese sellers prefer Vietnamese brand names (with diacritics), others the rest. */
function brandsFor(niche: Niche, language: 'en' | 'vi'): readonly string[] {
  const isVietnamese = (brand: string) => brand !== slugless(brand);
  const preferred = niche.brands.filter((brand) => isVietnamese(brand) === (language === 'vi'));
  return preferred.length > 0 ? preferred : niche.brands;
}

function makeSellers(random: Random, count: number) {
  const pageId = idMaker(random, 15);
  const pixelId = idMaker(random, 15);
  const usedHosts = new Set<string>();
  const usedNames = new Set<string>();
  const sellers: Seller[] = [];
  const lines: ImportLineInput[] = [];

  for (let index = 0; index < count; index++) {
    const language = random.chance(0.28) ? 'vi' : 'en';
    const niche = random.pick(niches);
    const country = language === 'vi' ? 'VN' : random.pick(countriesEn);
    const seller: Seller = {
      language,
      country,
      niche,
      pages: [],
      hosts: [],
      weight: Math.min(random.logNormal(1, 1), 40),
    };
    const pageCount = random.weighted({ '1': 6, '2': 3, '3': 1 });
    const brands = brandsFor(niche, language);
    for (let page = 0; page < Number(pageCount); page++) {
      const brand = random.pick(brands);
      const suffix =
        language === 'vi'
          ? random.pick(['', ' Shop', ' Official', ' Store'])
          : random.pick(['', ' Co', ' Shop', ' Store', ' Official', ' Tees']);
      let name = `${brand}${suffix}`;
      for (let n = 2; usedNames.has(name); n++) name = `${brand}${suffix} ${n}`;
      usedNames.add(name);
      const id = pageId();
      seller.pages.push({ id, name });
      lines.push({
        type: 'page',
        id,
        name,
        username: random.chance(0.8) ? slug(name) : null,
        category: random.pick(pageCategories),
        // Pictures the app draws itself (decision 0041): real-looking offline.
        picture: demoImageUrl({
          kind: 'page',
          language,
          niche,
          initials: initialsOf(name),
          variant: Number(id.slice(-4)),
        }),
        followers: Math.round(random.logNormal(language === 'vi' ? 6000 : 12_000, 1.3)),
        country,
      });
    }
    // One seller's stores share its pixels; now and then a store has one of its own too.
    const platform = random.weighted<DomainPlatform>({
      shopify: 50,
      shopbase: 20,
      woocommerce: 20,
      other: 10,
    });
    const pixels = Array.from({ length: random.chance(0.75) ? 1 : 2 }, () => pixelId());
    const hostCount = Number(random.weighted({ '1': 5, '2': 3, '3': 2 }));
    for (let store = 0; store < hostCount; store++) {
      const stem = slug(random.pick(brands));
      const suffix = random.pick(language === 'vi' ? hostSuffixesVi : hostSuffixes);
      let host = `${stem}${suffix}`;
      for (let n = 2; usedHosts.has(host); n++) host = `${stem}${n}${suffix}`;
      usedHosts.add(host);
      seller.hosts.push(host);
      lines.push({
        type: 'domain',
        host,
        platform: store === 0 ? platform : random.chance(0.7) ? platform : 'other',
        pixels: random.chance(0.1) ? [...pixels, pixelId()] : pixels,
      });
    }
    sellers.push(seller);
  }
  return { sellers, lines };
}

const mediaWeights: Record<MediaType, number> = {
  photo: 45,
  video: 25,
  carousel: 12,
  link: 10,
  text: 8,
};

/**
 * Hourly points for the last day of young or still-active posts, daily points for the first week
 * of older ones (days 0, 1, 2 and 6): enough history for trending and spikes (decision 0007) at about a dozen
 * snapshots per post.
 */
function snapshotTimes(random: Random, created: number, now: number, isActive: boolean): number[] {
  const firstSeen = Math.min(
    Math.ceil((created + random.between(0.5, 6) * HOUR) / HOUR) * HOUR,
    now,
  );
  const hourlyFrom = now - 25 * HOUR;
  const times: number[] = [];
  if (firstSeen >= hourlyFrom) {
    for (let at = firstSeen; at <= now; at += HOUR) times.push(at);
    return times;
  }
  for (const day of [0, 1, 2, 6]) {
    const at = firstSeen + day * DAY;
    if (at >= hourlyFrom) break;
    times.push(at);
  }
  if (isActive) {
    const last = times[times.length - 1] ?? firstSeen;
    for (let at = Math.max(last + HOUR, hourlyFrom); at <= now; at += HOUR) times.push(at);
  }
  return times;
}

/** A generated post's engagement: the model its snapshots were drawn from, and their times. */
export interface PostHistory {
  /** The post's position in the corpus (with the seed, where its later randomness comes from). */
  index: number;
  id: string;
  created: number;
  curve: Curve;
  /** Snapshot times in ms, oldest first; never empty. */
  times: number[];
}

type PostLine = Extract<ImportLineInput, { type: 'post' }>;

/**
 * The corpus before it is written out: page and domain lines, then each post's line (without its
 * metrics) with its history. Every random draw happens here, in one fixed order, whatever the
 * caller keeps of the result.
 */
function* corpusParts(
  options: CorpusOptions,
): Generator<ImportLineInput | { line: PostLine; history: PostHistory }> {
  const random = new Random(options.seed);
  const now = (options.now ?? currentHour()).getTime();
  const { sellers, lines } = makeSellers(random, Math.max(4, Math.ceil(options.posts / 150)));
  yield* lines;

  const cumulative: number[] = [];
  let totalWeight = 0;
  for (const seller of sellers) cumulative.push((totalWeight += seller.weight));
  const pickSeller = () => {
    const roll = random.next() * totalWeight;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > roll) high = middle;
      else low = middle + 1;
    }
    return sellers[low] as Seller;
  };

  for (let index = 0; index < options.posts; index++) {
    const seller = pickSeller();
    const page = random.pick(seller.pages);
    const language = random.chance(0.95) ? seller.language : seller.language === 'en' ? 'vi' : 'en';
    const niche = random.chance(0.8) ? seller.niche : random.pick(niches);
    const product = random.pick(products);
    const holiday =
      niche.group === 'holiday'
        ? (holidays.find((item) => item.tag === niche.key) ?? random.pick(holidays))
        : random.pick(holidays);
    const mentionsHoliday = niche.group === 'holiday' || random.chance(0.3);
    const isAd = random.chance(0.4);
    const ageMs = random.chance(0.15)
      ? random.between(0, 26) * HOUR
      : Math.min(-Math.log(1 - random.next()) * 12 * DAY + 26 * HOUR, 90 * DAY);
    const created = Math.floor((now - ageMs) / 60_000) * 60_000;
    const postId = `${page.id}_${1_000_000_000_000_000 + index * 977 + random.int(0, 976)}`;

    const vi = language === 'vi';
    const values = {
      who: vi ? niche.whoVi : niche.who,
      product: vi ? capitalise(product.vi) : product.en,
      holiday: vi ? holiday.vi : holiday.en,
      offer: random.pick(vi ? offersVi : offersEn),
      brand: page.name,
      key: niche.key,
    };
    let message = fill(random.pick(vi ? templatesVi : templatesEn), values);
    if (!vi && values.product && message.startsWith(values.product)) message = capitalise(message);
    if (random.chance(0.25)) message += vi ? ' #quatang #inan' : ` #${slug(niche.key)} #gift`;

    const mediaType = random.weighted(mediaWeights);
    const mediaCount = mediaType === 'carousel' ? random.int(3, 5) : mediaType === 'text' ? 0 : 1;
    const media = Array.from({ length: mediaCount }, (_, item) => {
      // A product photo of the post's niche (a video's with a play button), varied per item.
      const picture = demoImageUrl({
        kind: mediaType === 'video' ? 'video' : 'post',
        language,
        niche,
        product,
        variant: index * 7 + item,
      });
      return {
        thumb: picture,
        original: picture,
        ...(mediaType === 'video' ? { video_length: random.int(6, 90) } : {}),
      };
    });
    const host = random.pick(seller.hosts);
    const hasLink = isAd || random.chance(0.7);
    const tags = [...new Set([niche.key, ...(mentionsHoliday ? [holiday.tag] : []), product.slug])];

    const isRunning = isAd && (ageMs < 7 * DAY || random.chance(0.2));
    const size = Math.min(
      random.logNormal(vi ? 80 : 150, 1.4) * (isAd ? 1.5 : 1) * (mediaType === 'video' ? 1.4 : 1),
      500_000,
    );
    const isActive = isRunning || (ageMs < 10 * DAY && random.chance(0.15));
    const hasSpike = (isActive && random.chance(0.3)) || random.chance(0.02);
    const curve: Curve = {
      size,
      tau: random.between(6, 48),
      spike: hasSpike ? drawSpike(random, size, now - random.between(1, 20) * HOUR) : null,
      comments: random.between(0.03, 0.15),
      shares: random.between(0.01, 0.12) * (mediaType === 'video' ? 2 : 1),
      mix: Object.fromEntries(
        Object.entries(reactionMix).map(([type, share]) => [
          type,
          share * random.between(0.7, 1.3),
        ]),
      ) as Curve['mix'],
    };
    const times = snapshotTimes(random, created, now, isActive);
    const line: PostLine = {
      type: 'post',
      id: postId,
      page_id: page.id,
      kind: isAd ? 'ad' : 'post',
      created_time: new Date(created).toISOString(),
      message,
      media_type: mediaType,
      media,
      link: hasLink
        ? `https://${host}/products/${slug(niche.key)}-${product.slug}-${index % 997}`
        : null,
      cta: isAd
        ? vi
          ? { type: random.pick(ctasEn), title: random.pick(ctaTitlesVi) }
          : { type: random.pick(ctasEn), title: `${capitalise(niche.key)} ${product.en}` }
        : null,
      tags,
      language,
      country: seller.country,
      ad: isAd
        ? {
            ad_sets: Math.max(1, Math.min(Math.round(random.logNormal(3, 0.8)), 60)),
            platforms: ['facebook', ...random.sample(platformsOfAds.slice(1), random.int(0, 2))],
            start_time: new Date(created).toISOString(),
            stop_time: isRunning
              ? null
              : new Date(
                  Math.min(created + Math.round(random.between(2, 10)) * DAY, now),
                ).toISOString(),
          }
        : null,
    };
    yield { line, history: { index, id: postId, created, curve, times } };
  }
}

/**
 * A deterministic, realistic corpus in the import format (docs/data-format.md): sellers in
 * print-on-demand and dropship niches with their pages, stores (sharing pixels) and posts and ads
 * in English and Vietnamese, each with an hourly or daily engagement history that grows, levels off
 * and sometimes spikes, ending at `now`. The same options give the same lines, in the same order.
 */
export function* generateCorpus(options: CorpusOptions): Generator<ImportLineInput> {
  for (const part of corpusParts(options)) {
    if (!('history' in part)) {
      yield part;
      continue;
    }
    const { id, created, curve, times } = part.history;
    const [first, ...rest] = times;
    yield { ...part.line, metrics: first === undefined ? null : metricsAt(curve, created, first) };
    for (const at of rest) yield { type: 'metrics', post_id: id, ...metricsAt(curve, created, at) };
  }
}

/** The engagement histories of the corpus's posts, in order, without building its lines. */
export function* corpusHistories(options: CorpusOptions): Generator<PostHistory> {
  for (const part of corpusParts(options)) if ('history' in part) yield part.history;
}

/** Import lines as NDJSON text, one line (with its newline) at a time. */
export function* toNdjson(lines: Iterable<ImportLineInput>): Generator<string> {
  for (const line of lines) yield `${JSON.stringify(line)}\n`;
}

/** The corpus as NDJSON text. */
export function generateCorpusNdjson(options: CorpusOptions): Generator<string> {
  return toNdjson(generateCorpus(options));
}
