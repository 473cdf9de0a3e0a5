import type { AdStore } from './ad-store';
import { adsArchivePage } from './ads-archive-page';
import { adsMatching } from './ads-archive-filter';
import { parseAdsArchiveParams } from './ads-archive-params';
import {
  accessTokenRequired,
  appRequestLimitReached,
  GraphApiError,
  identityNotConfirmed,
  invalidAccessToken,
  tooMuchData,
  unknownPath,
  unsupportedVersion,
  type GraphAnswer,
} from './graph-errors';
import type { ScriptedFailures } from './scripted-failures';
import type { UsageWindow } from './usage-window';

/** What the fake knows while answering. */
export interface MetaFakeState {
  store: AdStore;
  usage: UsageWindow;
  failures: ScriptedFailures;
  tokens: ReadonlySet<string>;
  unconfirmedTokens: ReadonlySet<string>;
  maxLimit: number;
  now: () => number;
}

/** The request's token: the `access_token` parameter, or an `Authorization: Bearer|OAuth` header. */
function accessToken(url: URL, authorization: string | undefined): string | undefined {
  const fromHeader = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return url.searchParams.get('access_token') || fromHeader;
}

function checkPath(method: string, path: string): void {
  const [version, edge, ...rest] = path.split('/').slice(1);
  if (method !== 'GET' || edge !== 'ads_archive' || rest.length > 0) throw unknownPath(path);
  if (!/^v\d{2}\.\d$/.test(version ?? '')) throw unsupportedVersion();
}

function checkToken(state: MetaFakeState, token: string | undefined): void {
  if (token === undefined) throw accessTokenRequired();
  if (state.unconfirmedTokens.has(token)) throw identityNotConfirmed();
  if (!state.tokens.has(token)) throw invalidAccessToken();
}

function answerAdsArchive(state: MetaFakeState, url: URL, token: string | undefined): GraphAnswer {
  // Every ads_archive call counts toward the hourly limit, failed ones too, except those the
  // limit refuses: counting them would keep a polling client locked out for good.
  const scripted = state.failures.take();
  if (scripted !== undefined) {
    state.usage.record();
    return scripted;
  }
  if (state.usage.isLimited()) throw appRequestLimitReached();
  state.usage.record();
  checkToken(state, token);
  const params = parseAdsArchiveParams(url.searchParams);
  if (params.limit > state.maxLimit) throw tooMuchData();
  const nowMs = state.now();
  return {
    status: 200,
    body: adsArchivePage(adsMatching(state.store.all(), params, nowMs), params, url),
  };
}

/**
 * The Ad Library API's answer to one request: the path first, then any scripted failure, the
 * hourly limit, the token and the parameters, as Graph checks them.
 */
export function answerRequest(
  state: MetaFakeState,
  request: { method: string; url: URL; authorization: string | undefined },
): GraphAnswer {
  try {
    checkPath(request.method, request.url.pathname);
    return answerAdsArchive(state, request.url, accessToken(request.url, request.authorization));
  } catch (error) {
    if (error instanceof GraphApiError) return error.answer();
    throw error;
  }
}
