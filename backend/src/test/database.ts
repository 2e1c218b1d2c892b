import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** What global-setup hands to every test worker. */
export interface TestDatabaseServer {
  /** A connection string with rights to create and drop databases. */
  adminUrl: string;
  /** The migrated database every test database is copied from. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stitchdeskDb: TestDatabaseServer;
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const OBJECT_IN_USE = '55006';

/** CREATE DATABASE … TEMPLATE fails while anything else touches the template; wait and retry. */
export async function createDatabaseFromTemplate(
  adminUrl: string,
  name: string,
  template: string,
): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(
          `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`,
        );
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
  );
}
