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
 * A new, empty database on the PostgreSQL server at `serverUrl` (tests and benchmarks get one
 * each), with its URL and a `drop` that removes it even while connections remain.
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
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
