import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('GET /api/media/demo/:name', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('draws a demo picture for anyone, as a strict SVG cached for a year', async () => {
    const response = await get('/api/media/demo/post.en.nurse.t-shirt.5.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain('For nurses');
    const again = await get('/api/media/demo/post.en.nurse.t-shirt.5.svg');
    expect(again.body).toBe(response.body);
    const avatar = await get('/api/media/demo/page.vi.mom.at.3.svg');
    expect(avatar.statusCode).toBe(200);
    expect(avatar.body).toContain('>AT<');
  });

  it('answers any other name with 404 in the error envelope, echoing nothing of it', async () => {
    for (const name of [
      'post.en.nurse.t-shirt.99.svg',
      'post.en.%3Cscript%3E.t-shirt.5.svg',
      'page.en.nurse.%3Cb%3E.1.svg',
      'post.en.nurse.t-shirt.5.svg.svg',
    ]) {
      const response = await get(`/api/media/demo/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'This picture does not exist.',
      });
    }
  });
});
