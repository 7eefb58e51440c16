// setupFiles of the unit tests' PostgreSQL project: without a cluster (PostgreSQL not installed, or OHA_TEST_POSTGRES=0)
// every test of the project is reported skipped, never passed.
import { beforeEach } from 'vitest';

if (!process.env.OHA_TEST_POSTGRES_ADMIN_URL) {
  beforeEach((ctx) => {
    ctx.skip('PostgreSQL is not available');
  });
}
