import {
  callMethods,
  fillPath,
  type HttpMethod,
  type JsonCallDefinition,
} from '@postradar/contracts';
import type { z } from 'zod/mini';
import type { Service } from './base-urls';
import type { HttpResponse, HttpService } from './http-service';
import type { QueryParams } from './query-string';
import { unwrap } from './unwrap';

/** A call the clients make: answered with the JSON envelope, on one of the API's services. */
export type ClientCall = JsonCallDefinition & { prefix: Service; streamedBody?: undefined };

type Part<D, K extends 'params' | 'query' | 'body'> = D extends {
  [key in K]: infer S extends z.ZodMiniType;
}
  ? { [key in K]: z.input<S> }
  : { [key in K]?: never };

/** What a call takes: its path parameters, query and body, each as its definition reads it. */
export type CallInput<D extends ClientCall> = Part<D, 'params'> &
  Part<D, 'query'> &
  Part<D, 'body'>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Headers besides the session's (signing out passes the tokens of a session being cleared). */
  headers?: Record<string, string>;
}

/** The input argument: optional when the call takes nothing. */
export type CallArguments<D extends ClientCall> =
  Record<never, never> extends CallInput<D>
    ? [input?: CallInput<D> & CallOptions]
    : [input: CallInput<D> & CallOptions];

/** The `data` of a call's success envelope, as its response schema parses it. */
export type CallData<D extends ClientCall> = z.output<D['response']>['data'];

export type CallApi = <D extends ClientCall>(
  call: D,
  ...input: CallArguments<D>
) => Promise<CallData<D>>;

/** Sends a call on `service` and resolves with its envelope's `data`, checked by its schema. */
export async function sendCall<D extends ClientCall>(
  service: HttpService,
  call: D,
  ...[input]: CallArguments<D>
): Promise<CallData<D>> {
  const { params, query, body, signal, headers } = (input ?? {}) as CallOptions & {
    params?: Record<string, string>;
    query?: QueryParams;
    body?: unknown;
  };
  const url = fillPath(call.path, params);
  const config = {
    params: call.isCacheBusted ? { ...query, _: Date.now() } : query,
    signal,
    headers,
  };
  // A POST or PUT without a body sends an empty JSON object, which a body schema whose fields are
  // all optional accepts, where no body at all is no object.
  const send: Record<HttpMethod, () => Promise<HttpResponse>> = {
    GET: () => service.get(url, config),
    DELETE: () => service.delete(url, body === undefined ? config : { ...config, data: body }),
    POST: () => service.post(url, body ?? {}, config),
    PUT: () => service.put(url, body ?? {}, config),
  };
  const response = await send[callMethods(call)[0]]();
  return unwrap(call.response)(response);
}

/**
 * `call(definition, { params, query, body })`: sends the call with the method, path and service
 * of its definition, and resolves with the envelope's `data` once its response schema accepts it.
 */
export function createCallApi(httpServices: Readonly<Record<Service, HttpService>>): CallApi {
  return (call, ...input) => sendCall(httpServices[call.prefix], call, ...input);
}
