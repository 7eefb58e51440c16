// A failed file on the listing's Files tab: "Try again" is offered only where a second try can
// help (a time limit, an interrupted processing), and it reads the file again; any failed file
// can be deleted.
import { expect, test } from './fixtures';
import { PROCESSING_FAILURE_REASONS } from '../app/messages/errors';

test.use({ agentProfile: { fName: 'Nadia', lName: 'Ross' } });

test('a failed file can be tried again when a retry can help, and deleted in any case', async ({
  loggedInPage: page,
  app,
  agent,
}) => {
  test.setTimeout(120_000);

  await page.goto(app.url + '/create_assistants');
  await page.getByLabel('Listing address').fill('14 Alder Lane');
  const files = [
    { name: 'appraisal.txt', mimeType: 'text/plain', buffer: Buffer.from('The sauna in the basement seats six.') },
    { name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 nothing else here') },
  ];
  await page.getByLabel('Listing files').setInputFiles(files);
  for (const f of files) {
    await expect(page.getByRole('progressbar', { name: f.name })).toHaveAttribute('aria-valuetext', 'Uploaded', {
      timeout: 30_000,
    });
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First Name').fill('Nadia');
  await page.getByLabel('Phone').fill('604-555-0144');
  await page.getByRole('button', { name: 'Create Now' }).click();
  const progress = page.getByRole('region', { name: 'Your files' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'broken.pdf' })).toContainText(
    'Failed: the file is damaged',
    { timeout: 30_000 },
  );
  await expect(progress.getByRole('listitem').filter({ hasText: 'appraisal.txt' })).toContainText('Ready', {
    timeout: 30_000,
  });

  // The server's runs on appraisal.txt kept stopping before the end (a crash each time), so its
  // job gave up: the state the queue leaves behind (unit-tested in document-jobs.server.test.ts).
  const { id: listingId } = await app.db
    .selectFrom('listings')
    .select('id')
    .where('realtorUserId', '=', agent.id)
    .executeTakeFirstOrThrow();
  const failed = await app.db
    .updateTable('documents')
    .set({ status: 'failed', failureReason: PROCESSING_FAILURE_REASONS.interrupted, pageCount: null })
    .where('listingId', '=', listingId)
    .where('fileName', '=', 'appraisal.txt')
    .executeTakeFirst();
  expect(failed.numUpdatedRows).toBe(1n);

  await page.goto(`${app.url}/listinglist/${listingId}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row('appraisal.txt')).toContainText(`Failed: ${PROCESSING_FAILURE_REASONS.interrupted}`);
  await expect(row('broken.pdf')).toContainText('Failed: the file is damaged');
  // A damaged file would fail the same way again: no "Try again" for it.
  await expect(row('broken.pdf').getByRole('button', { name: /again/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Try reading appraisal.txt again' }).click();
  await expect(page.getByText('appraisal.txt is being read again.')).toBeVisible();
  await expect(row('appraisal.txt')).toContainText('Ready', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Try reading appraisal.txt again' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete broken.pdf' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: 'broken.pdf', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'appraisal.txt', exact: true })).toBeVisible();
});
