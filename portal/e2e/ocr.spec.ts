// A scanned PDF (pages that are only images, no text layer) added in the create wizard is read with
// OCR in the background: its status says "read with OCR" once ready, and the chat answers a question
// about words that only the scan holds; a scan read only in part says so on the Files tab.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

test.use({ agentProfile: { fName: 'Mira', lName: 'Holt' } });
const SCAN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../app/.server/ingest/fixtures/scanned-text.pdf',
);

test('a scanned PDF uploaded in the wizard is read with OCR and the chat answers from it', async ({
  loggedInPage: page,
  app,
  agent,
}) => {
  test.setTimeout(180_000);

  await page.goto(app.url + '/create_assistants');
  await page.getByLabel('Listing address').fill('14 Alder Lane');
  await page
    .getByLabel('Listing files')
    .setInputFiles([{ name: 'council-minutes.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(SCAN) }]);
  await expect(page.getByRole('progressbar', { name: 'council-minutes.pdf' })).toHaveAttribute(
    'aria-valuetext',
    'Uploaded',
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First Name').fill('Mira');
  await page.getByLabel('Phone').fill('604-555-0123');
  await page.getByRole('button', { name: 'Create Now' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 30_000 });

  const scan = page
    .getByRole('region', { name: 'Your files' })
    .getByRole('listitem')
    .filter({ hasText: 'council-minutes.pdf' });
  await expect(scan).toContainText('Ready · 2 pages · read with OCR', { timeout: 120_000 });

  const { assistantPathname } = await app.db
    .selectFrom('assistants')
    .select('assistantPathname')
    .where('realtorUserId', '=', agent.id)
    .executeTakeFirstOrThrow();
  await page.goto(`${app.url}/assistants/${assistantPathname}`);
  await page.getByRole('combobox').selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Submit' }).click();
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill('How many beehives may residents keep on the roof garden?');
  await input.press('Enter');
  await expect(page.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(1, { timeout: 45_000 });
  await expect(page.getByText(/two beehives/).last()).toBeVisible();

  // A longer scan than OHA_OCR_PAGES (50) is ready with only its first scanned pages read: the
  // state the reader leaves (unit-tested in document-jobs.server.test.ts with the limit at 1), as
  // the Files tab tells it.
  const { id: listingId } = await app.db
    .selectFrom('listings')
    .select('id')
    .where('realtorUserId', '=', agent.id)
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('documents')
    .set({ pageCount: 80, ocrPages: 50, ocrPagesUnread: 30 })
    .where('listingId', '=', listingId)
    .where('fileName', '=', 'council-minutes.pdf')
    .execute();
  await page.goto(`${app.url}/listinglist/${listingId}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'council-minutes.pdf' })).toContainText(
    'Ready · 80 pages · read with OCR: only the first 50 scanned pages were read',
  );
});
