import type { MetaFake } from './start-meta-fake';

/** What an ads_archive answer holds, as the tests read it. */
export interface ArchiveBody {
  data?: ({ id: string } & Record<string, unknown>)[];
  paging?: { cursors: { before: string; after: string }; next?: string; previous?: string };
  error?: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_user_title?: string;
    error_user_msg?: string;
    is_transient?: boolean;
    fbtrace_id: string;
  };
}

export interface ArchiveAnswer {
  status: number;
  body: ArchiveBody;
  headers: Headers;
}

/** Test support: GETs a URL of the fake and reads the JSON answer. */
export async function getJson(url: string, init?: RequestInit): Promise<ArchiveAnswer> {
  const response = await fetch(url, init);
  return {
    status: response.status,
    body: (await response.json()) as ArchiveBody,
    headers: response.headers,
  };
}

/** Test support: searches the fake's ads_archive (v27.0) with the default token and `params`. */
export function searchArchive(
  fake: MetaFake,
  params: Record<string, string>,
): Promise<ArchiveAnswer> {
  const query = new URLSearchParams({ access_token: 'meta-test-token', ...params });
  return getJson(`${fake.baseUrl}/v27.0/ads_archive?${query}`);
}

/** The ids of an answer's ads, in order. */
export const idsOf = (answer: ArchiveAnswer) => (answer.body.data ?? []).map((ad) => ad.id);
