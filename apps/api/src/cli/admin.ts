import { loadConfig } from '../config.js';
import { chooseDatabase, openDatabase } from '../db/database.js';
import { demoteAdmins, promoteAdmins } from '../modules/auth/admin-roles.js';

const USAGE = 'Usage: npm run admin -- promote <username> [<username> ...]\n       npm run admin -- demote <username> [<username> ...]';

/** Grants or removes admin rights from the shell, against the configured database. */
async function main(args: string[]): Promise<number> {
  const [command, ...usernames] = args;
  const action = command === 'promote' ? promoteAdmins : command === 'demote' ? demoteAdmins : undefined;
  if (!action || usernames.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(chooseDatabase(loadConfig()).location);
  try {
    const changed = await action(database.db, usernames);
    const found = new Set(changed.map((name) => name.toLowerCase()));
    for (const username of usernames) {
      console.log(found.has(username.toLowerCase()) ? `${command}d ${username}` : `no such user: ${username}`);
    }
    return usernames.every((username) => found.has(username.toLowerCase())) ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
