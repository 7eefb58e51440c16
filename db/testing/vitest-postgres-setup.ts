// setupFiles of the unit tests' PostgreSQL project: without a cluster (PostgreSQL not installed,
// or OHA_TEST_POSTGRES=0) every test of the project is reported skipped, never passed; a file's
// beforeAll that opens a database then gets a SQLite one, which no skipped test uses.
import { beforeEach } from 'vitest';

if (!process.env.OHA_TEST_POSTGRES_ADMIN_URL) {
  process.env.OHA_TEST_DIALECT = 'sqlite';
  beforeEach((ctx) => {
    ctx.skip('PostgreSQL is not available');
  });
}
