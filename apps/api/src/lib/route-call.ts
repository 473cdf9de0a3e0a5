import { callMethods, prefixPath, type CallDefinition } from '@postradar/contracts';
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';

type SchemaOf<D, K extends string> = D extends { [key in K]: infer S extends z.ZodMiniType }
  ? S
  : undefined;

/** The Fastify schema of a call: its params, query and body validated, its envelope serialised. */
export interface CallSchema<D extends CallDefinition> {
  params: SchemaOf<D, 'params'>;
  querystring: SchemaOf<D, 'query'>;
  body: SchemaOf<D, 'body'>;
  response: D extends { response: infer R extends z.ZodMiniType } ? { 200: R } : undefined;
}

/** What a module gives for a call: its handler, its hooks and route options. */
export type CallRouteOptions<D extends CallDefinition> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    CallSchema<D>,
    ZodTypeProvider
  >,
  'method' | 'url' | 'schema'
>;

/**
 * Registers the route of a call from its definition (method, URL, schemas), with the handler and
 * hooks the module gives. The module must be registered under the call's prefix: a call in the
 * wrong module fails at start-up instead of answering at another address.
 */
export function routeCall<const D extends CallDefinition>(
  app: FastifyInstance,
  call: D,
  options: CallRouteOptions<D>,
): void {
  if (app.prefix !== prefixPath(call.prefix)) {
    throw new Error(
      `${call.path} belongs under '${prefixPath(call.prefix)}', not under '${app.prefix}'`,
    );
  }
  const schema = {
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    ...(call.response && { response: { 200: call.response } }),
  } as CallSchema<D>;
  app
    .withTypeProvider<ZodTypeProvider>()
    .route<RouteGenericInterface, ContextConfigDefault, CallSchema<D>>({
      ...options,
      method: [...callMethods(call)],
      url: call.path,
      schema,
    });
}
