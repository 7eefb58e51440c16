// The app with its documents in an S3-compatible store (OHA_STORAGE=s3) instead of DATA_DIR: an
// agent uploads a file through the wizard, the file is staged and stored in the bucket (nothing
// under DATA_DIR), a visitor gets an answer from it, and deleting the file removes its object.
// The store is a real S3 server (s3rver) started for this worker.
import fs from 'node:fs';
import path from 'node:path';
import { s3Storage } from '../app/.server/storage/s3-storage.server';
import { startS3TestServer, type S3TestServer } from '../app/.server/storage/testing/s3-test-server';
import { expect, test as base } from './fixtures';
import { askInChat, finishWizard, uploadInWizard } from './wizard';

const PREFIX = 'e2e/';

const test = base.extend<object, { s3: S3TestServer }>({
  s3: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const s3 = await startS3TestServer();
      await use(s3);
      await s3.stop();
    },
    { scope: 'worker' },
  ],
  // The worker's server runs on this store.
  appEnv: [async ({ s3 }, use) => use(s3.env(PREFIX)), { scope: 'worker' }],
});

async function keysIn(s3: S3TestServer, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of s3Storage(s3.settings(PREFIX)).list(prefix)) keys.push(o.key);
  return keys.sort();
}

test.use({ agentProfile: { fName: 'Marguerite', lName: 'Sato' } });

test('documents uploaded to an S3 store are answered from, and deleted from the bucket', async ({
  loggedInPage: page,
  app,
  agent,
  s3,
}) => {
  test.setTimeout(180_000);
  expect(app.logs()).toContain(`documents: S3 bucket ${s3.bucket} under ${PREFIX} at ${s3.endpoint}`);

  const file = {
    name: 'boathouse notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('The boathouse has a cedar dock with moorage for two sailboats and a kayak rack.'),
  };
  await uploadInWizard(page, app, '27 Heron Quay', [file]);
  // Staged in the bucket, under this agent's folder.
  expect(await keysIn(s3, `staging/${agent.id}/`)).toEqual([
    expect.stringMatching(/\.bin$/),
    expect.stringMatching(/\.json$/),
  ]);

  await finishWizard(page, 'Marguerite', '604-555-0177');
  await expect(
    page.getByRole('region', { name: 'Your files' }).getByRole('listitem').filter({ hasText: file.name }),
  ).toContainText('Ready', { timeout: 60_000 });

  const { id: listingId } = await app.db
    .selectFrom('listings')
    .select('id')
    .where('realtorUserId', '=', agent.id)
    .executeTakeFirstOrThrow();
  const doc = await app.db
    .selectFrom('documents')
    .select(['storagePath', 'fileId'])
    .where('listingId', '=', listingId)
    .where('fileName', '=', file.name)
    .executeTakeFirstOrThrow();
  // Stored in the bucket with the extra-info document; the staged copy is gone; DATA_DIR holds none of it.
  const stored = await keysIn(s3, `files/${listingId}/`);
  expect(stored).toContain(doc.storagePath);
  expect(stored).toHaveLength(2);
  expect(await keysIn(s3, `staging/${agent.id}/`)).toEqual([]);
  expect(await keysIn(s3, 'files/.tmp/')).toEqual([]);
  const bytes = await s3Storage(s3.settings(PREFIX)).get(doc.storagePath);
  expect(bytes?.equals(file.buffer)).toBe(true);
  for (const folder of ['files', 'staging']) expect(fs.existsSync(path.join(app.dataDir, folder))).toBe(false);

  const { assistantPathname } = await app.db
    .selectFrom('assistants')
    .select('assistantPathname')
    .where('realtorUserId', '=', agent.id)
    .executeTakeFirstOrThrow();
  await askInChat(page, `${app.url}/assistants/${assistantPathname}`, 'Is there moorage for sailboats?');
  await expect(page.getByText(/two sailboats/).last()).toBeVisible();

  // Deleting the file on the Files tab removes its object from the bucket.
  await page.goto(`${app.url}/listinglist/${listingId}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByRole('button', { name: `Delete ${file.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: file.name, exact: true })).toHaveCount(0);
  await expect.poll(() => keysIn(s3, `files/${listingId}/`)).not.toContain(doc.storagePath);
  expect(await keysIn(s3, `files/${listingId}/`)).toHaveLength(1);
});
