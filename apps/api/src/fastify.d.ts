import type { Database, DbHandle } from '@postradar/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query layer (Drizzle). */
    db: Database;
    /** The database connection itself: kind, ping, close. */
    database: DbHandle;
    appVersion: string;
  }
}
