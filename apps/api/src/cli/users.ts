// `npm run users -- grant <email> <role>` / `revoke <email> <role>` / `show <email>`:
// manage staff roles from the command line, on the database the API uses (same environment).
// For an address without an account, a grant is recorded and given when the account is first
// created by a sign-in with that verified e-mail (decision 0029).
import type { Database } from '@postradar/db';
import { knownRoles } from '../modules/auth/access-rights';
import { runOnDatabase } from './run-on-database';
import {
  listPendingRoles,
  recordPendingRoleGrant,
  removePendingRoleGrant,
} from '../modules/auth/pending-role-grants';
import { changeRole } from '../modules/users/change-role';
import { findUserByEmail } from '../modules/users/user-repository';

const usage = `Usage:
  npm run users -- grant <email> <role>
  npm run users -- revoke <email> <role>
  npm run users -- show <email>
Roles: ${knownRoles.join(', ')}`;

const listed = (roles: string[]) => (roles.length ? roles.join(', ') : 'no roles');

/** The line to print for an address that has no account yet. */
async function pendingLine(db: Database, email: string) {
  const roles = await listPendingRoles(db, email);
  return `${email}: no account yet; ${
    roles.length ? `${roles.join(', ')} granted when it is first created` : 'no roles recorded'
  }`;
}

async function run(db: Database, command: string, email: string, role: string) {
  const user = await findUserByEmail(db, email);
  if (command === 'show') {
    return user ? `${user.email}: ${listed(user.roles)}` : pendingLine(db, email);
  }
  if (!user) {
    if (command === 'grant') await recordPendingRoleGrant(db, email, role);
    else await removePendingRoleGrant(db, email, role);
    return pendingLine(db, email);
  }
  const roles = await changeRole(db, { email, role, action: command as 'grant' | 'revoke' });
  return `${email}: ${listed(roles)}`;
}

async function main(args: string[]) {
  const [command, email, role] = args;
  if (
    !command ||
    !email ||
    !['grant', 'revoke', 'show'].includes(command) ||
    (command !== 'show' && !role)
  ) {
    console.error(usage);
    return 2;
  }
  return runOnDatabase((db) => run(db, command, email, role ?? ''));
}

process.exitCode = await main(process.argv.slice(2));
