import { createDb, DataDirInUse, seedPlans } from '@postradar/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { loadDemoCorpus } from './jobs/load-demo-corpus';
import { scheduleCardRenewal } from './jobs/schedule-card-renewal';
import { scheduleDemoCorpusContinuation } from './jobs/schedule-demo-corpus-continuation';
import type { ScheduledJob } from './jobs/schedule-leased-job';
import { scheduleMetaHarvests } from './jobs/schedule-meta-harvests';
import { scheduleMetricsRefresh } from './jobs/schedule-metrics-refresh';
import { scheduleStatisticsUpkeep } from './jobs/schedule-statistics-upkeep';
import { warmUpSearch } from './jobs/warm-up-search';
import { adsArchiveClientFor } from './meta-config';
import { stripeClientFor } from './modules/billing/stripe/stripe-client';

/** Starts the API: checks the environment, opens and migrates the database, listens. */
async function start() {
  const config = loadConfig();
  const database = await createDb(config.database);
  await seedPlans(database.db);
  await loadDemoCorpus(database.db, { count: config.demoCorpusPosts, print: console.log });
  const app = await buildApp({ config, database });
  // PGlite runs no autovacuum: the server analyzes its tables, before listening when a table was
  // never analyzed (the demo corpus just loaded), then as they change (decision 0064).
  const statisticsUpkeep: ScheduledJob | null =
    database.kind === 'pglite' ? scheduleStatisticsUpkeep(database.db, app.log) : null;
  await statisticsUpkeep?.runNow();
  const metricsRefresh: ScheduledJob | null =
    config.metricsRefreshIntervalMs > 0
      ? scheduleMetricsRefresh(database.db, {
          intervalMs: config.metricsRefreshIntervalMs,
          log: app.log,
        })
      : null;
  const demoContinuation: ScheduledJob | null = config.demoCorpusLive
    ? scheduleDemoCorpusContinuation(database.db, { log: app.log })
    : null;
  const cardRenewal: ScheduledJob | null =
    config.billing.stripe && config.cardRenewalIntervalMs > 0
      ? scheduleCardRenewal(database.db, {
          stripe: stripeClientFor(config.billing.stripe),
          intervalMs: config.cardRenewalIntervalMs,
          log: app.log,
        })
      : null;
  const metaHarvests: ScheduledJob | null = config.meta?.harvestsScheduled
    ? scheduleMetaHarvests(database.db, { client: adsArchiveClientFor(config.meta), log: app.log })
    : null;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    Promise.all([
      metricsRefresh?.stop(),
      demoContinuation?.stop(),
      cardRenewal?.stop(),
      metaHarvests?.stop(),
      statisticsUpkeep?.stop(),
    ])
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  // Ctrl-C reaches the server twice (from the terminal, and forwarded by `npm start`): a repeated
  // signal must not end the process before the shutdown has closed the database.
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // Catching up after a pause runs in the background: requests are served meanwhile.
  void demoContinuation?.runNow();
  // Warmed up now, the engine does not hold up the first search after a start (decision 0064).
  warmUpSearch(database.searchDb).catch((error: unknown) => {
    app.log.warn({ err: error }, 'warming up the search engine failed');
  });
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host)
    ? 'localhost'
    : config.host;
  const where =
    'databaseUrl' in config.database ? 'PostgreSQL' : `PGlite in ${config.database.dataDir}`;
  console.log(
    `\n  PostRadar is running at http://${shownHost}:${config.port}  (database: ${where})\n`,
  );
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUse) {
    console.error(error.message);
  } else {
    console.error('PostRadar could not start:', error);
  }
  process.exit(1);
});
