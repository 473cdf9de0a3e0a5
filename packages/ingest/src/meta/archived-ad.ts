import { z } from 'zod';

/** The documented ads_archive fields PostRadar reads. */
export const adsArchiveFields: readonly string[] = [
  'id',
  'ad_creation_time',
  'ad_creative_bodies',
  'ad_creative_link_captions',
  'ad_creative_link_descriptions',
  'ad_creative_link_titles',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'ad_snapshot_url',
  'page_id',
  'page_name',
  'publisher_platforms',
  'languages',
  'eu_total_reach',
];

const texts = z.array(z.string()).optional();

/** One ads_archive entry, as far as PostRadar reads it. */
export const archivedAdSchema = z.object({
  id: z.string(),
  ad_creation_time: z.string().optional(),
  ad_creative_bodies: texts,
  ad_creative_link_captions: texts,
  ad_creative_link_descriptions: texts,
  ad_creative_link_titles: texts,
  ad_delivery_start_time: z.string().optional(),
  ad_delivery_stop_time: z.string().optional(),
  ad_snapshot_url: z.string().optional(),
  page_id: z.string(),
  page_name: z.string().optional(),
  publisher_platforms: texts,
  languages: texts,
  /** The estimated reach in the EU (ads delivered there only); an unreadable value is dropped. */
  eu_total_reach: z.number().optional().catch(undefined),
});
export type ArchivedAd = z.infer<typeof archivedAdSchema>;
