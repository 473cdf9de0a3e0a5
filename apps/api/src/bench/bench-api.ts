// `npm run bench:api [-- --connections 20 --only "post detail,profile" --posts 20000 --reload]`:
// what a signed-in call costs. Builds the API with the app factory on the `postradar_bench_api`
// database beside DATABASE_URL's (by default on the local server; the corpus is kept between runs,
// the users are not), signs a user in (a real session and a real access token), listens on a
// local port and loads each call with autocannon, run as a separate process so that the load
// does not share the API's event loop: a bare Fastify route as the baseline, a bare route of the
// API (its global hooks and request log), the profile, the heartbeat, a post's detail and a
// common search. Prints req/s, p50 and p99, the share of the baseline, the SQL statements per
// call and the CPU time per call of the API and of PostgreSQL, which a busy machine changes far
// less than the rates. Results: docs/benchmarks.md.
import { createDb, seedPlans, selectRows } from '@postradar/db';
import { currentHour } from '@postradar/ingest';
import type { Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { signInTestUser } from '../test/sign-in-test-user';
import { openBenchDatabase, siblingUrl } from './bench-database';
import { loadBenchCorpus } from './load-bench-corpus';
import { serverCpu } from './server-cpu';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    'warm-up-seconds': { type: 'string', default: '2' },
    search: { type: 'string', default: 'nurse' },
    // Only the calls whose name contains one of these comma-separated texts.
    only: { type: 'string', default: '' },
    posts: { type: 'string', default: '20000' },
    reload: { type: 'boolean', default: false },
  },
});
const benchDatabase = 'postradar_bench_api';
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Counts every statement sent to PostgreSQL by this process except the monitor's: node-postgres
 * sends each one through Client#query, a pool's included.
 */
function countStatements(monitor: pg.Client) {
  const counter = { statements: 0 };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    if (this !== monitor) counter.statements++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return counter;
}

/**
 * Opens the bench database (created when missing), loads the corpus unless it already holds it,
 * removes the users of earlier runs (their sessions and memberships go with them) and returns the
 * post with the longest engagement history.
 */
async function prepareDatabase(serverUrl: string) {
  const posts = Number(values.posts);
  const database = await openBenchDatabase(serverUrl, benchDatabase);
  try {
    const [{ count = 0 } = {}] = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from posts`,
    );
    if (values.reload || count !== posts) {
      console.log(`Loading ${posts.toLocaleString('en')} posts into ${benchDatabase}...`);
      await loadBenchCorpus(database.db, database.url, {
        posts,
        seed: 2026,
        now: currentHour(),
        log: () => undefined,
      });
    }
    await selectRows(database.db, sql`truncate users cascade`);
    const [post] = await selectRows<{ id: number }>(
      database.db,
      sql`select post_id as id from post_snapshots group by post_id
        order by count(*) desc, post_id limit 1`,
    );
    if (!post) throw new Error('the corpus has no post with engagement');
    return post.id;
  } finally {
    await database.close();
  }
}

/** The API as `npm start` builds it, logging at the info level, its limits out of the way. */
async function startApi(databaseUrl: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://127.0.0.1',
    SERVE_WEB: 'false',
    RATE_LIMIT_HEARTBEAT_PER_MINUTE: '100000000',
    RATE_LIMIT_RESEARCH_PER_MINUTE: '100000000',
    RATE_LIMIT_RESEARCH_PER_ADDRESS_PER_MINUTE: '100000000',
    RATE_LIMIT_RESEARCH_CONCURRENT_PER_USER: '100',
  });
  const database = await createDb(config.database);
  await seedPlans(database.db);
  // The log is formatted as in production, then dropped: a terminal would measure itself.
  const app = await buildApp({ config, database, logStream: { write: () => undefined } });
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function startBareFastify() {
  const bare = Fastify();
  bare.get('/bench/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return bare;
}

function baseUrl(app: FastifyInstance) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

async function load(target: Target, seconds: string): Promise<Result> {
  const headers = Object.entries(target.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}=${value}`,
  ]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonCli, '-j', '-c', values.connections, '-d', seconds, ...headers, target.url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Result;
}

interface Measurement {
  name: string;
  result: Result;
  statementsPerCall: number;
  apiCpuMsPerCall: number;
  databaseCpuMsPerCall: number | undefined;
}

async function measure(
  target: Target,
  counter: { statements: number },
  database: ReturnType<typeof serverCpu>,
): Promise<Measurement> {
  await load(target, values['warm-up-seconds']);
  const statementsBefore = counter.statements;
  const cpuBefore = process.cpuUsage();
  const databaseCpuSince = await database.start();
  const result = await load(target, values.seconds);
  const databaseSeconds = await databaseCpuSince();
  const cpu = process.cpuUsage(cpuBefore);
  const calls = Math.max(1, result.requests.total);
  return {
    name: target.name,
    result,
    statementsPerCall: (counter.statements - statementsBefore) / calls,
    apiCpuMsPerCall: (cpu.user + cpu.system) / 1000 / calls,
    databaseCpuMsPerCall:
      databaseSeconds === undefined ? undefined : (databaseSeconds * 1000) / calls,
  };
}

function printTable(results: readonly Measurement[]) {
  const baseline = results.find(({ name }) => name.includes('baseline'));
  const share = (result: Result) =>
    baseline
      ? `${((result.requests.average / baseline.result.requests.average) * 100).toFixed(1)}%`
      : '-';
  console.log(
    '\n| call | req/s | p50 ms | p99 ms | share of baseline | statements per call | API CPU ms per call | PostgreSQL CPU ms per call |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: |');
  for (const { name, result, ...row } of results) {
    const failures = result.non2xx + result.errors + result.timeouts;
    const cells = [
      `${name}${failures ? ` (${failures} failed)` : ''}`,
      result.requests.average.toFixed(0),
      result.latency.p50,
      result.latency.p99,
      share(result),
      row.statementsPerCall.toFixed(2),
      row.apiCpuMsPerCall.toFixed(3),
      row.databaseCpuMsPerCall?.toFixed(3) ?? '-',
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const postId = await prepareDatabase(serverUrl);
  const monitor = new pg.Client({ connectionString: serverUrl });
  await monitor.connect();
  const counter = countStatements(monitor);
  const bare = await startBareFastify();
  const api = await startApi(siblingUrl(serverUrl, benchDatabase));
  try {
    const { auth } = await signInTestUser(api, { email: 'bench@example.com' });
    const apiUrl = baseUrl(api);
    const targets: Target[] = [
      { name: 'bare Fastify route (baseline)', url: `${baseUrl(bare)}/bench/bare` },
      { name: 'bare route of the API', url: `${apiUrl}/bench/bare` },
      { name: 'GET /api/user/profile', url: `${apiUrl}/api/user/profile`, headers: auth },
      {
        name: 'GET /authentication/heartbeat',
        url: `${apiUrl}/authentication/heartbeat`,
        headers: auth,
      },
      {
        name: `GET /api/posts/${postId} (post detail)`,
        url: `${apiUrl}/api/posts/${postId}`,
        headers: auth,
      },
      {
        name: `GET /api/posts?q=${values.search} (search)`,
        url: `${apiUrl}/api/posts?q=${encodeURIComponent(values.search)}`,
        headers: auth,
      },
    ];
    console.log(
      `${values.connections} connections, ${values.seconds} s per call after ` +
        `${values['warm-up-seconds']} s of warm-up; ${cpus().length} cores, ` +
        `load average ${loadavg()[0]?.toFixed(2)}`,
    );
    const database = serverCpu(monitor, benchDatabase);
    const results: Measurement[] = [];
    const wanted = values.only.split(',');
    for (const target of targets.filter(({ name }) => wanted.some((text) => name.includes(text)))) {
      results.push(await measure(target, counter, database));
    }
    printTable(results);
    console.log(`\nLoad average at the end: ${loadavg()[0]?.toFixed(2)}`);
  } finally {
    await Promise.all([api.close(), bare.close(), monitor.end()]);
  }
}

await main();
