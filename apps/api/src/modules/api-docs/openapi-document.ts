import {
  callMethods,
  callPath,
  errorEnvelopeSchema,
  pathParameterNames,
  type CallAccess,
  type CallDefinition,
} from '@postradar/contracts';
import { z } from 'zod';

type Schema = z.core.JSONSchema.BaseSchema;
type CallGroups = Readonly<Record<string, Readonly<Record<string, CallDefinition>>>>;
type Content = Record<string, { schema: Schema }>;
type SecurityRequirement = Record<string, string[]>;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters: Parameter[];
  requestBody?: { required: true; description?: string; content: Content };
  responses: Record<string, { description: string; content?: Content; headers?: object }>;
  security?: SecurityRequirement[];
}

/**
 * A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1 (so without its own `$schema`):
 * what a client sends (`input`) or gets (`output`).
 */
function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Schema {
  const jsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete jsonSchema.$schema;
  return jsonSchema;
}

const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' };

const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from sign-in, renewed by POST /authentication/oauth/token.',
  },
  refreshToken: {
    type: 'apiKey',
    in: 'header',
    name: 'refresh-token',
    description: 'The refresh token of the session (rotated by each renewal).',
  },
};

const securityOf: Record<CallAccess, SecurityRequirement[] | undefined> = {
  public: undefined,
  user: [{ bearerAuth: [] }],
  staff: [{ bearerAuth: [] }],
  'refresh-token': [{ refreshToken: [] }],
  'any-token': [{ refreshToken: [] }, { bearerAuth: [] }, {}],
};

/** `/posts/:id` -> `/posts/{id}`. */
function openApiPath(call: CallDefinition): string {
  const params = Object.fromEntries(
    pathParameterNames(call.path).map((name) => [name, `{${name}}`]),
  );
  return decodeURIComponent(callPath(call, params));
}

function parametersOf(call: CallDefinition): Parameter[] {
  const located = [
    { location: 'path', schema: call.params },
    { location: 'query', schema: call.query },
  ] as const;
  const parameters = located.flatMap(({ location, schema }): Parameter[] => {
    if (!schema) return [];
    const { properties = {}, required = [] } = toSchema(schema, 'input');
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: location,
      required: location === 'path' || required.includes(name),
      schema: property as Schema,
    }));
  });
  if (call.isCacheBusted) {
    parameters.push({
      name: '_',
      in: 'query',
      required: false,
      schema: { type: 'string', description: 'Any changing value, so that no cache answers.' },
    });
  }
  return parameters;
}

function requestBodyOf(call: CallDefinition): Operation['requestBody'] {
  if (call.streamedBody) {
    const { mediaType, description } = call.streamedBody;
    return {
      required: true,
      description,
      content: { [mediaType]: { schema: { type: 'string' } } },
    };
  }
  if (!call.body) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: toSchema(call.body, 'input') } },
  };
}

function successOf(call: CallDefinition): Operation['responses'] {
  if (call.response) {
    const schema = toSchema(call.response, 'output');
    return { 200: { description: 'Success', content: { 'application/json': { schema } } } };
  }
  const { answer } = call;
  if (answer.kind === 'redirect') {
    return {
      302: {
        description: answer.description,
        headers: { location: { schema: { type: 'string' } } },
      },
    };
  }
  const schema: Schema = { type: answer.mediaType === 'application/json' ? 'object' : 'string' };
  return { 200: { description: answer.description, content: { [answer.mediaType]: { schema } } } };
}

/** One method of a call; a method accepted besides the one clients send gets its own id. */
function operationOf(group: string, name: string, call: CallDefinition, method: string): Operation {
  const [sentMethod] = callMethods(call);
  return {
    operationId: method === sentMethod ? `${group}.${name}` : `${group}.${name}.${method}`,
    tags: [group],
    summary: call.summary,
    ...(call.access === 'staff' && { description: 'Staff only (an admin scope).' }),
    parameters: parametersOf(call),
    requestBody: requestBodyOf(call),
    responses: {
      ...successOf(call),
      default: {
        description: 'A failure, with its code (packages/contracts/src/error-codes.ts).',
        content: { 'application/json': { schema: errorEnvelope } },
      },
    },
    security: securityOf[call.access],
  };
}

/** The OpenAPI 3.1 document of every call, built from their definitions alone. */
export function buildOpenApiDocument(groups: CallGroups, version: string) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [group, calls] of Object.entries(groups)) {
    for (const [name, call] of Object.entries(calls)) {
      const path = (paths[openApiPath(call)] ??= {});
      for (const method of callMethods(call)) {
        path[method.toLowerCase()] = operationOf(group, name, call, method);
      }
    }
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'PostRadar API',
      version,
      description: 'Every success is `{ success: true, data }`; every failure the error envelope.',
    },
    tags: Object.keys(groups).map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorEnvelope: toSchema(errorEnvelopeSchema, 'output') },
      securitySchemes,
    },
  };
}
