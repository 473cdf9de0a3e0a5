import { planCalls, userCalls } from '@postradar/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { routeCall } from './route-call';

function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('routeCall', () => {
  it('serves every method of the call at its path, checking the body with its schema', async () => {
    const app = bareApp();
    await app.register(
      async (main) =>
        routeCall(main, userCalls.updateSettings, {
          handler: async (request) => ({ success: true as const, data: request.body.settings }),
        }),
      { prefix: '/api' },
    );
    const send = (method: 'PUT' | 'POST', language: string) =>
      app.inject({ method, url: '/api/user/settings', payload: { settings: { language } } });
    expect((await send('PUT', 'vi')).json()).toEqual({ success: true, data: { language: 'vi' } });
    expect((await send('POST', 'en')).statusCode).toBe(200);
    expect((await send('PUT', 'fr')).statusCode).toBe(400);
    await app.close();
  });

  it('refuses a call registered under another prefix than its own', async () => {
    const app = bareApp();
    await expect(
      app.register(
        async (admin) =>
          routeCall(admin, planCalls.list, {
            handler: async () => ({ success: true as const, data: [] }),
          }),
        { prefix: '/admin-api' },
      ),
    ).rejects.toThrow("/plans belongs under '/api', not under '/admin-api'");
    await app.close();
  });
});
