import { createDb, offerSubmissions, users } from '@postradar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionCaller } from '../modules/favorites/test/collection-caller';
import { buildTestApp } from '../test/build-test-app';
import { signInTestUser } from '../test/sign-in-test-user';
import { parseOffersCommand } from './offers-command';
import { listOfferSubmissions } from './offers-list';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const offerEndsAt = '2030-12-31T17:00:00.000Z';

describe('npm run offers (on a test database)', () => {
  let app: FastifyInstance;

  /** The lines `npm run offers -- <line>` prints. */
  const offers = (line: string) =>
    listOfferSubmissions(app.db, parseOffersCommand(line.split(' ')));

  beforeAll(async () => {
    app = await buildTestApp({ LIMITED_OFFER_ENDS_AT: offerEndsAt });
    const answers = [
      ['lan@example.com', 'Lan Pham', { email: 'lan@example.com', contact: '+84 90 123 4567' }],
      ['minh@example.com', 'Minh', { email: 'minh@shop.vn', contact: 'fb.com/minh, "shop"' }],
      ['gone@example.com', 'Gone', { email: 'gone@example.com', contact: '=HYPERLINK("x")' }],
    ] as const;
    for (const [email, name, answer] of answers) {
      const { auth } = await signInTestUser(app, { email, name, plan: null });
      await collectionCaller(app, auth)('POST', '/api/offer/submissions', answer);
    }
    await app.db.execute(sql`update offer_submissions set created_at = case email
      when 'lan@example.com' then timestamptz '2030-10-30T09:15:00Z'
      when 'minh@shop.vn' then timestamptz '2030-11-01T00:00:00Z'
      else timestamptz '2030-11-02T10:30:00Z' end`);
    await app.db.delete(users).where(eq(users.email, 'gone@example.com'));
  });
  afterAll(() => app.close());

  it('lists every answer oldest first, with its account and offer, and counts them', async () => {
    expect(await offers('list')).toEqual([
      '2030-10-30 09:15 UTC  lan@example.com  +84 90 123 4567  account lan@example.com (Lan Pham)  offer ending 2030-12-31 17:00 UTC',
      '2030-11-01 00:00 UTC  minh@shop.vn  fb.com/minh, "shop"  account minh@example.com (Minh)  offer ending 2030-12-31 17:00 UTC',
      '2030-11-02 10:30 UTC  gone@example.com  =HYPERLINK("x")  account deleted  offer ending 2030-12-31 17:00 UTC',
      '3 answers.',
    ]);
    expect(await offers('list --since 2030-11-02')).toEqual([
      expect.stringMatching(/^2030-11-02 10:30 UTC {2}gone@example.com/),
      '1 answer.',
    ]);
    expect(await offers('list --since 2031-01-01')).toEqual([
      'No answers to the offer since 2031-01-01 00:00 UTC.',
    ]);
  });

  it('prints CSV for a spreadsheet: quoted where needed, no formula run', async () => {
    expect(await offers('list --since 2030-11-01 --format csv')).toEqual([
      'submitted_at,email,contact,account_email,account_name,offer_ends_at',
      `2030-11-01T00:00:00.000Z,minh@shop.vn,"fb.com/minh, ""shop""",minh@example.com,Minh,${offerEndsAt}`,
      `2030-11-02T10:30:00.000Z,gone@example.com,"'=HYPERLINK(""x"")",,,${offerEndsAt}`,
    ]);
    expect(await offers('list --since 2031-01-01 --format csv')).toEqual([
      'submitted_at,email,contact,account_email,account_name,offer_ends_at',
    ]);
  });
});

describe('npm run offers (the command)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'postradar-offers-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** `npm run offers -- <args>` on an embedded database of its own. */
  function offersCommand(args: string[]) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/offers.ts', ...args],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test' },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('prints the answers stored in the database, and the usage for a wrong command line', async () => {
    const database = await createDb({ dataDir });
    try {
      await database.db.insert(offerSubmissions).values({
        offerEndsAt: new Date(offerEndsAt),
        email: 'lan@example.com',
        contact: 'zalo 0901234567',
        createdAt: new Date('2030-11-03T08:00:00Z'),
      });
    } finally {
      await database.close();
    }

    expect(await offersCommand(['list', '--format', 'csv'])).toEqual({
      code: 0,
      stdout:
        'submitted_at,email,contact,account_email,account_name,offer_ends_at\n' +
        `2030-11-03T08:00:00.000Z,lan@example.com,zalo 0901234567,,,${offerEndsAt}\n`,
      stderr: '',
    });
    const wrong = await offersCommand(['list', '--format', 'json']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--format: must be table or csv\nUsage:');
    // A process each starts tsx and PGlite: slow on a busy 2-core machine.
  }, 120_000);
});
