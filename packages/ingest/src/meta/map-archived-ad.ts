import type { ImportLineInput } from '@postradar/contracts';
import type { AdsArchiveClient, AdsArchiveQuery, ArchivedAd } from './ads-archive-client';

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

/**
 * An Ad Library entry as import lines: its page, then the ad. The archive has no engagement counts
 * and no landing URL; the link caption stands in for the store's host. `ad_snapshot_url` is left
 * out on purpose: it carries the access token.
 */
export function mapArchivedAd(
  ad: ArchivedAd,
  country: string | null,
): { page: ImportLineInput; post: ImportLineInput | null } {
  const page: ImportLineInput = {
    type: 'page',
    id: ad.page_id,
    name: ad.page_name?.trim() || `Page ${ad.page_id}`,
  };
  const created = graphTime(ad.ad_creation_time) ?? graphTime(ad.ad_delivery_start_time);
  if (!created) return { page, post: null };
  const link = linkFromCaption(ad.ad_creative_link_captions);
  const title = ad.ad_creative_link_titles?.[0]?.trim();
  const language = ad.languages?.[0];
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
      media_type: link ? 'link' : 'text',
      link,
      cta: title ? { type: null, title: title.slice(0, 500) } : null,
      language: language && /^[a-z]{2,3}$/i.test(language) ? language.toLowerCase() : null,
      country,
      ad: {
        ad_sets: null,
        platforms: unique(ad.publisher_platforms).map((platform) => platform.toLowerCase()),
        start_time: graphTime(ad.ad_delivery_start_time),
        stop_time: graphTime(ad.ad_delivery_stop_time),
      },
    },
  };
}

/**
 * NDJSON lines of everything a query finds, page by page of results: each Facebook page once,
 * before its first ad. Feed it to importNdjson to store it through the ordinary import path.
 */
export async function* adsArchiveLines(
  client: AdsArchiveClient,
  query: AdsArchiveQuery,
  maxPages: number,
): AsyncGenerator<string> {
  const seenPages = new Set<string>();
  for await (const ads of client.pages(query, maxPages)) {
    let chunk = '';
    for (const ad of ads) {
      const { page, post } = mapArchivedAd(ad, query.countries[0] ?? null);
      if (!seenPages.has(ad.page_id)) {
        seenPages.add(ad.page_id);
        chunk += `${JSON.stringify(page)}\n`;
      }
      if (post) chunk += `${JSON.stringify(post)}\n`;
    }
    yield chunk;
  }
}
