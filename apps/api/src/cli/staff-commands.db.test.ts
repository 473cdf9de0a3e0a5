import { createDb } from '@postradar/db';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeProtectedHeader } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { freePort, signInWithDevProvider } from '../test/dev-sign-in';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'postradar-staff-'));

/** `npm run <script> -- <args>` on an embedded database of its own. */
function command(script: 'users' | 'keys', args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `apps/api/src/cli/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run users and npm run keys', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('grant a role to an address before its account exists, and rotate the signing key', async () => {
    const grant = await command('users', ['grant', 'Staff@cli.test', 'admin']);
    expect(grant).toMatchObject({ code: 0, stderr: '' });
    expect(grant.stdout).toBe(
      'Staff@cli.test: no account yet; admin granted when it is first created\n',
    );
    const rotate = await command('keys', ['rotate']);
    expect(rotate.code).toBe(0);
    const kid = /^(\S+): signs from now on$/m.exec(rotate.stdout)?.[1];
    expect(kid).toBeDefined();

    // The API then starts on that database (one process at a time with the embedded one).
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: baseUrl });
    const app = await buildApp({ config, database: await createDb({ dataDir }) });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      const staff = await signInWithDevProvider(baseUrl, {
        email: 'staff@cli.test',
        name: 'Staff',
      });
      expect(decodeProtectedHeader(staff.accessToken).kid).toBe(kid);
      const beat = await app.inject({
        method: 'GET',
        url: '/authentication/heartbeat',
        headers: { authorization: `Bearer ${staff.accessToken}` },
      });
      expect(beat.json().data.roles).toEqual(['admin']);
    } finally {
      await app.close();
    }
    // Two commands each start tsx and PGlite before the API opens the database: slow on a busy
    // 2-core machine.
  }, 180_000);
});
