import { users } from '@postradar/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish its write before the database closes', async () => {
    const app = await buildTestApp();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => {};
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    app.post('/api/test/slow-write', async () => {
      started();
      await gate;
      await app.db
        .insert(users)
        .values({ email: 'late@example.com', name: 'Late', affiliateCode: 'late' });
      const rows = await app.db.select().from(users);
      return { success: true, data: { users: rows.length } };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');

    const inFlight = fetch(`http://127.0.0.1:${address.port}/api/test/slow-write`, {
      method: 'POST',
    });
    await hasStarted;
    const closed = app.close();
    release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { users: 1 } });
    await closed;
    await expect(app.database.ping()).rejects.toThrow();
  });
});
