// Playwright globalSetup: a throwaway PostgreSQL cluster (db/testing/postgres.ts) for the
// `postgres` project, whose servers each get a database of their own (app-server.ts). Without
// PostgreSQL (not installed, or OHA_TEST_POSTGRES=0) that project's tests are skipped (fixtures.ts).
import { startCluster } from '../../db/testing/postgres';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  if (!cluster) {
    console.warn('PostgreSQL is not available: the postgres project is skipped');
    return async () => {};
  }
  process.env.OHA_E2E_POSTGRES_ADMIN_URL = cluster.adminUrl;
  return () => cluster.stop();
}
