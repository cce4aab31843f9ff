import { openDatabase, pgliteDirFor } from '../db/client';
import { loadEnv } from '../env';
import { setRoleByEmail } from '../features/admin/admin-service';

/**
 * `npm run admin -- grant <email>` / `revoke <email>`: makes a player an owner (every power, roles
 * included), or a plain player, from the server's shell.
 */
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
    const found = await setRoleByEmail(
      database.db,
      email,
      command === 'grant' ? 'owner' : 'player',
    );
    if (!found) {
      console.error(`No account with the e-mail ${email}. The player must sign up first.`);
      return 1;
    }
    console.log(
      command === 'grant'
        ? `${email} is now an owner.`
        : `${email} is now a player: no role, and no cohort to manage.`,
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
