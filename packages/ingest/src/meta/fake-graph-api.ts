import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * A stand-in for graph.facebook.com in tests: answers each request with the next scripted answer
 * (the last one repeats) and records the requests it saw.
 */
export async function startFakeGraphApi(answers: FakeAnswer[]) {
  const requests: URL[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.graph');
    requests.push(url);
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    response.writeHead(answer?.status ?? 500, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer?.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An ads_archive entry of the documented shape. */
export function archivedAd(id: string, pageId: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    ad_creation_time: '2026-11-01',
    ad_creative_bodies: [`Proud nurse tee ${id} — free shipping today`],
    ad_creative_link_captions: ['NURSELIFE.SHOP'],
    ad_creative_link_titles: ['Christmas Nurse Tee'],
    ad_creative_link_descriptions: ['Soft cotton, all sizes'],
    ad_delivery_start_time: '2026-11-01T10:00:00+0000',
    ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${id}&access_token=secret`,
    page_id: pageId,
    page_name: 'Nurse Life Co',
    publisher_platforms: ['FACEBOOK', 'INSTAGRAM'],
    languages: ['en'],
    ...overrides,
  };
}

export const rateLimited: FakeAnswer = {
  status: 400,
  body: {
    error: {
      message: '(#613) Calls to this api have exceeded the rate limit.',
      type: 'OAuthException',
      code: 613,
      fbtrace_id: 'AbCdEf',
    },
  },
};
