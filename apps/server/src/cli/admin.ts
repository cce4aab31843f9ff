import { openDatabase, pgliteDirFor } from '../db/client';
import { loadEnv } from '../env';
import { setAdminRole } from '../features/admin/admin-service';

/** `npm run admin -- grant <email>` / `revoke <email>`: makes a player a game master, or not. */
async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error('Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>');
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    pgliteDir: pgliteDirFor(env.dataDir),
    migrationsDir: env.migrationsDir,
  });
  try {
    const found = await setAdminRole(database.db, email, command === 'grant');
    if (!found) {
      console.error(`No account with the e-mail ${email}. The player must sign up first.`);
      return 1;
    }
    console.log(
      command === 'grant'
        ? `${email} is now a game master.`
        : `${email} is no longer a game master.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
