import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: Record<string, string[]>[];
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
}

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let document: Document;

  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => app.close());

  const operation = (method: string, path: string) => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not documented`);
    return found;
  };

  it('is an OpenAPI 3.1 document with the bearer scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('describes the post search: its query parameters, its answer, its bearer token', () => {
    const search = operation('get', '/api/posts');
    expect(search.operationId).toBe('research.searchPosts');
    expect(search.security).toEqual([{ bearerAuth: [] }]);
    const sort = search.parameters.find((parameter) => parameter.name === 'sort');
    expect(sort).toMatchObject({ in: 'query', required: false, schema: { default: 'newest' } });
    expect(sort?.schema.enum).toContain('trending');
    const data = search.responses[200]?.content?.['application/json']?.schema.properties as Record<
      string,
      { properties: Record<string, unknown> }
    >;
    expect(Object.keys(data.data?.properties ?? {})).toEqual(
      expect.arrayContaining(['docs', 'page', 'pages', 'total', 'totalCapped']),
    );
  });

  it('describes path parameters in OpenAPI form, and public calls without security', () => {
    const detail = operation('get', '/api/pixels/{id}/network');
    expect(detail.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(operation('get', '/api/plans').security).toBeUndefined();
    expect(operation('get', '/healthz').responses[200]).toBeDefined();
  });

  it('documents every method a call accepts, its JSON body, and the answers that are not JSON', () => {
    const body = operation('put', '/api/user/settings').requestBody?.content['application/json'];
    expect(body?.schema.required).toEqual(['settings']);
    expect(operation('post', '/api/user/settings').operationId).toBe('users.updateSettings.POST');
    expect(operation('get', '/passport/auth/google').responses[302]).toBeDefined();
    expect(operation('post', '/admin-api/imports').requestBody?.content).toHaveProperty(
      'application/x-ndjson',
    );
    expect(
      operation('get', '/api/media/demo/{name}').responses[200]?.content?.['image/svg+xml'],
    ).toBeDefined();
  });

  it('documents only calls the API serves, and the signed-in ones refuse a call without a token', async () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const [method, { operationId, security }] of Object.entries(methods)) {
        const routePath = path.replace(/\{([^}]+)\}/g, ':$1');
        expect(app.hasRoute({ method: method.toUpperCase(), url: routePath }), operationId).toBe(
          true,
        );
        if (!security?.every((requirement) => 'bearerAuth' in requirement)) continue;
        const response = await app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(response.statusCode, operationId).toBe(401);
      }
    }
  });
});
