// globalSetup of the unit tests' PostgreSQL project (vitest.config.ts): one throwaway cluster for the
// run, with a migrated template database that each test copies. Without PostgreSQL installed the
// project's tests are reported skipped (db/testing/vitest-postgres-setup.ts).
import { migrateToLatest, openDatabase } from '../connection';
import { createDatabase, startCluster, TEMPLATE_DB, type Cluster } from './postgres';

let cluster: Cluster | null = null;

export async function setup(): Promise<void> {
  cluster = await startCluster();
  if (!cluster) {
    console.warn('PostgreSQL is not available: the PostgreSQL half of the unit tests is skipped');
    return;
  }
  const url = await createDatabase(cluster.adminUrl, TEMPLATE_DB);
  const opened = openDatabase({ dialect: 'postgres', url }, { poolSize: 1 });
  try {
    await migrateToLatest(opened.db);
  } finally {
    await opened.db.destroy();
  }
  // Read by createTestPostgresDatabase in the test workers (forked after this runs).
  process.env.OHA_TEST_POSTGRES_ADMIN_URL = cluster.adminUrl;
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
