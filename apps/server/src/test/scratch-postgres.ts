import pg from 'pg';

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database once its last connection has gone. A closed pg pool forgets its clients
 * before their sockets have closed, so dropping WITH (FORCE) at once can kill a connection that
 * is still saying goodbye, and pg reports that as an uncaught error in the test process. Waiting
 * for the sessions to leave (a few milliseconds) avoids it; FORCE remains the last resort for a
 * connection that never closes.
 */
async function dropWhenUnused(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await run(serverUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: the database is still being accessed by other users.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  await run(serverUrl, `drop database if exists ${name} with (force)`);
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (tests and benchmarks get one
 * each), with its URL and a `drop` that removes it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropWhenUnused(serverUrl, name),
  };
}
