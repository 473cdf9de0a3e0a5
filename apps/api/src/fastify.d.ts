import type { Database, DbHandle } from '@postradar/db';
import type { Config } from './config';
import type { SigningKeys } from './modules/auth/signing-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The query layer (Drizzle); the research module's uses the search connections (decision 0036).
     */
    db: Database;
    /** The database connection itself: kind, ping, close. */
    database: DbHandle;
    config: Config;
    appVersion: string;
    /** Keys that sign and verify access tokens. */
    signingKeys: SigningKeys;
  }
}
