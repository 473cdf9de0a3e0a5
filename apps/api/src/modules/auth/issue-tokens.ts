import type { User } from '@postradar/db';
import type { FastifyInstance } from 'fastify';
import { issueAccessToken } from './access-token';
import { resolveAccessRights } from './access-rights';

/** An access token for the user in this session, with roles and scopes as they are now. */
export async function issueAccessTokenFor(
  app: FastifyInstance,
  user: Pick<User, 'id' | 'roles'>,
  sessionId: string,
) {
  const rights = await resolveAccessRights(app.db, user.id, user.roles);
  return issueAccessToken(
    app.signingKeys,
    { userId: user.id, sessionId, roles: user.roles, scopes: rights.scopes },
    app.config.accessTokenTtlSeconds,
  );
}
