// `npm run keys -- rotate` / `list`: rotate the keys that sign access tokens, on the database the
// API uses (same environment). Running API instances pick a new key up within a minute.
import { loadConfig } from '../config';
import { openCommandDatabase } from './open-command-database';
import { rotateSigningKeys } from '../modules/auth/rotate-signing-keys';
import { listSigningKeys } from '../modules/auth/signing-keys';

const usage = `Usage:
  npm run keys -- rotate   a new key signs; the current one verifies until its tokens expire
  npm run keys -- list     every stored key and what it does now`;

async function main(args: string[]) {
  const [command] = args;
  if (command !== 'rotate' && command !== 'list') {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = await openCommandDatabase();
  if (!database) return 1;
  try {
    if (command === 'rotate') {
      const rotation = await rotateSigningKeys(database.db, {
        accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      });
      console.log(`${rotation.kid}: signs from now on`);
      for (const kid of rotation.retiring) {
        console.log(`${kid}: verifies until ${rotation.retiresAt.toISOString()}, then retires`);
      }
      if (rotation.removed > 0) console.log(`${rotation.removed} retired key(s) deleted`);
      return 0;
    }
    const now = new Date();
    for (const key of await listSigningKeys(database.db)) {
      const state = !key.retiredAt
        ? 'signs'
        : key.retiredAt > now
          ? `verifies until ${key.retiredAt.toISOString()}`
          : 'retired';
      console.log(`${key.kid}  created ${key.createdAt.toISOString()}  ${state}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
