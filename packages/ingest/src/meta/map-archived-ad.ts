import type { ImportLineInput } from '@postradar/contracts';
import type { ArchiveMediaType } from './ads-archive-query';
import type { ArchivedAd } from './archived-ad';

/** What an ad's entry does not say but the search that found it does. */
export interface AdContext {
  /** The pass that found it. */
  mediaType: ArchiveMediaType;
  /** The queried countries. */
  countries: readonly string[];
}

/** '2026-11-01' or '2026-11-01T10:00:00+0000' as an ISO date-time; null when unreadable. */
export function graphTime(value: string | undefined): string | null {
  if (!value) return null;
  const normalised = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T00:00:00Z`
    : value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = Date.parse(normalised);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const hostPattern = /^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/;

/** The display caption of a link ad is usually its store's host ('NURSELIFE.SHOP'). */
function linkFromCaption(captions: readonly string[] | undefined): string | null {
  const caption = captions?.[0]
    ?.trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return caption && hostPattern.test(caption) ? `https://${caption}/` : null;
}

function unique(values: readonly string[] | undefined): string[] {
  return [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
}

/** The API says no ad's media type: the pass that found it does; text passes are link or text. */
function mediaTypeOf(pass: ArchiveMediaType, link: string | null) {
  if (pass === 'VIDEO') return 'video';
  if (pass === 'IMAGE' || pass === 'MEME') return 'photo';
  return link ? 'link' : 'text';
}

/**
 * The country an ad reached, when the search names it: the API says only that the ad reached one
 * of the queried countries, so this is known when exactly one country (not ALL) was queried.
 */
function reachedCountry(countries: readonly string[]): string | null {
  const [only] = countries;
  return countries.length === 1 && only !== undefined && only !== 'ALL' ? only : null;
}

function euTotalReach(value: number | undefined): number | null {
  return value !== undefined && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * An Ad Library entry as import lines: its page, then the ad. The archive has no engagement counts,
 * no landing URL and no call to action; the link caption stands in for the store's host and the
 * link title is the headline. `ad_snapshot_url` is left out on purpose: it carries the access token.
 */
export function mapArchivedAd(
  ad: ArchivedAd,
  context: AdContext,
): { page: ImportLineInput; post: ImportLineInput | null } {
  const page: ImportLineInput = {
    type: 'page',
    id: ad.page_id,
    name: ad.page_name?.trim() || `Page ${ad.page_id}`,
  };
  const created = graphTime(ad.ad_creation_time) ?? graphTime(ad.ad_delivery_start_time);
  if (!created) return { page, post: null };
  const link = linkFromCaption(ad.ad_creative_link_captions);
  const headline = ad.ad_creative_link_titles?.[0]?.trim();
  const language = ad.languages?.[0];
  const country = reachedCountry(context.countries);
  return {
    page,
    post: {
      type: 'post',
      id: ad.id,
      page_id: ad.page_id,
      kind: 'ad',
      created_time: created,
      message: unique([
        ...(ad.ad_creative_bodies ?? []),
        ...(ad.ad_creative_link_descriptions ?? []),
      ])
        .join('\n\n')
        .slice(0, 20_000),
      media_type: mediaTypeOf(context.mediaType, link),
      link,
      headline: headline ? headline.slice(0, 500) : null,
      cta: null,
      language: language && /^[a-z]{2,3}$/i.test(language) ? language.toLowerCase() : null,
      country,
      ad: {
        ad_sets: null,
        platforms: unique(ad.publisher_platforms).map((platform) => platform.toLowerCase()),
        start_time: graphTime(ad.ad_delivery_start_time),
        stop_time: graphTime(ad.ad_delivery_stop_time),
        reached_countries: country ? [country] : [],
        eu_total_reach: euTotalReach(ad.eu_total_reach),
      },
    },
  };
}

/** A page of results as import lines: each Facebook page once (before its first ad), then the ads. */
export function archivedAdLines(ads: readonly ArchivedAd[], context: AdContext): ImportLineInput[] {
  const seenPages = new Set<string>();
  return ads.flatMap((ad) => {
    const { page, post } = mapArchivedAd(ad, context);
    const lines: ImportLineInput[] = [];
    if (!seenPages.has(ad.page_id)) {
      seenPages.add(ad.page_id);
      lines.push(page);
    }
    if (post) lines.push(post);
    return lines;
  });
}
