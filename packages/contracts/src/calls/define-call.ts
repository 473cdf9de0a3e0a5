import type { z } from 'zod/mini';
import { routePrefixes, type RoutePrefix } from '../routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The prefix a call is served under: a service of the API, or `root` for what
 * load balancers and tools call outside them (the health check).
 */
export type CallPrefix = RoutePrefix | 'root';

/**
 * The credentials a call needs: none (`public`); the bearer access token of a signed-in user
 * (`user`) or of a staff member (`staff`); the `refresh-token` header (`refresh-token`); or
 * either token, working without one too (`any-token`: signing out always succeeds).
 */
export type CallAccess = 'public' | 'user' | 'staff' | 'refresh-token' | 'any-token';

/** A success envelope schema, `successEnvelope(...)` (the token call adds a `message`). */
export type EnvelopeSchema = z.ZodMiniType<{ success: true; data: unknown }>;

/** An answer other than the JSON envelope: a redirect, or content of another media type. */
export type OtherAnswer =
  | { kind: 'redirect'; description: string }
  | { kind: 'content'; mediaType: string; description: string };

interface CallBase {
  /** One method, or several the API accepts alike; clients send the first. */
  method: HttpMethod | readonly [HttpMethod, ...HttpMethod[]];
  prefix: CallPrefix;
  /** Relative to the prefix, with `:name` parameters: `/posts/:id`. */
  path: `/${string}`;
  /** One line for the API documentation. */
  summary: string;
  access: CallAccess;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** A body read as a stream instead of JSON (the NDJSON import): its media type. */
  streamedBody?: { mediaType: string; description: string };
  /** Clients add a changing `_` parameter so that no cache between them and the API answers. */
  isCacheBusted?: boolean;
}

/** A call answered with the JSON envelope, validated by `response` on both ends. */
export interface JsonCallDefinition extends CallBase {
  response: EnvelopeSchema;
  answer?: never;
}

/** A call answered otherwise (a redirect, a picture): defined for its route and documentation. */
export interface OtherCallDefinition extends CallBase {
  response?: never;
  answer: OtherAnswer;
}

export type CallDefinition = JsonCallDefinition | OtherCallDefinition;

/**
 * One API call, defined once: the API registers its route from it (method, URL, validation,
 * serialisation), the clients call it through it, and the OpenAPI document describes it.
 */
export function defineCall<const D extends CallDefinition>(definition: D): D {
  return definition;
}

/** The methods a call is served on, the one clients send first. */
export function callMethods(call: CallDefinition): readonly [HttpMethod, ...HttpMethod[]] {
  return typeof call.method === 'string' ? [call.method] : call.method;
}

/** The path of a prefix: `/api`, or nothing at the root. */
export function prefixPath(prefix: CallPrefix): string {
  return prefix === 'root' ? '' : routePrefixes[prefix];
}

/** The names of a path's parameters: `/pixels/:id/posts` -> ['id']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** A path with its `:name` parameters filled in, each URL-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: the parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

/**
 * A call's path from the root with its parameters filled in:
 * `callPath(researchCalls.post, { id: '12' })` -> `/api/posts/12`.
 */
export function callPath(call: CallDefinition, params?: Readonly<Record<string, string>>): string {
  return `${prefixPath(call.prefix)}${fillPath(call.path, params)}`;
}
