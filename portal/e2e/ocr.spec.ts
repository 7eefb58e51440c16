// A scanned PDF (pages that are only images, no text layer) added in the create wizard is read with
// OCR in the background: its status says "read with OCR" once ready, and the chat answers a question
// about words that only the scan holds.
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
});
