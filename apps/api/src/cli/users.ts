// `npm run users -- grant <email> <role>` / `revoke <email> <role>` / `show <email>`:
// manage staff roles from the command line, on the database the API uses (same environment).
import { createDb } from '@postradar/db';
import { loadConfig } from '../config';
import { AppError } from '../lib/app-error';
import { knownRoles } from '../modules/auth/access-rights';
import { changeRole } from '../modules/users/change-role';
import { findUserByEmail } from '../modules/users/user-repository';

const usage = `Usage:
  npm run users -- grant <email> <role>
  npm run users -- revoke <email> <role>
  npm run users -- show <email>
Roles: ${knownRoles.join(', ')}`;

async function main(args: string[]) {
  const [command, email, role] = args;
  if (
    !email ||
    !['grant', 'revoke', 'show'].includes(command ?? '') ||
    (command !== 'show' && !role)
  ) {
    console.error(usage);
    return 2;
  }
  const database = await createDb(loadConfig().database);
  try {
    if (command === 'show') {
      const user = await findUserByEmail(database.db, email);
      if (!user) throw new AppError('NOT_FOUND', `No user has the e-mail address ${email}.`);
      console.log(`${user.email}: ${user.roles.length ? user.roles.join(', ') : 'no roles'}`);
      return 0;
    }
    const roles = await changeRole(database.db, {
      email,
      role: role ?? '',
      action: command as 'grant' | 'revoke',
    });
    console.log(`${email}: ${roles.length ? roles.join(', ') : 'no roles'}`);
    return 0;
  } catch (error) {
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
