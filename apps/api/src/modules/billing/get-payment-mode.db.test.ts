import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

/** An app built with `environment`, and its answer to GET /payment/mode without signing in. */
function describeMode(title: string, environment: Record<string, string>, sandbox: boolean) {
  describe(title, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(environment);
    });
    afterAll(() => app.close());

    it(`answers anyone that sandbox is ${sandbox}`, async () => {
      const response = await app.inject({ method: 'GET', url: '/payment/mode' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { sandbox } });
    });
  });
}

describeMode('the payment mode by default (real payments)', {}, false);
describeMode('the payment mode with PAYMENT_SANDBOX=true', { PAYMENT_SANDBOX: 'true' }, true);
