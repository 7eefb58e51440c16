// Documents are read in the background: the success screen lists each file with a status that
// moves on by itself, the chat answers from a file once it is ready, and requests are served
// while a large document is being read.
import type { Page } from '@playwright/test';
import { createUser, expect, loginAs, test, type App } from './fixtures';
import { textPdf } from './text-pdf';
import { askInChat, finishWizard, uploadInWizard, type WizardFile } from './wizard';

// On the worker's server (fixtures.ts): every query below is scoped to this test's agent.

const PAGES = 2500;
const bigPdf = () =>
  textPdf(
    Array.from({ length: PAGES }, (_, i) =>
      i === PAGES - 1
        ? 'The wine cellar holds four hundred bottles at a steady twelve degrees.'
        : `Page ${i + 1}: storage locker number ${i + 1} is on the parkade level.`,
    ),
  );

async function createWith(page: Page, app: App, fName: string, files: WizardFile[]) {
  await uploadInWizard(page, app, '8 Cedar Crescent', files);
  await finishWizard(page, fName);
}

test('a large document is read in the background: its status moves to ready, requests are served meanwhile, then the chat answers from it', async ({
  page,
  app,
}) => {
  test.setTimeout(300_000);
  const agent = await createUser(app, { fName: 'Rowan', lName: 'Pike' });
  await loginAs(page, app, agent);
  await createWith(page, app, 'Rowan', [
    { name: 'strata-bylaws.pdf', mimeType: 'application/pdf', buffer: bigPdf() },
    {
      name: 'garden.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('The backyard has a koi pond and a cedar deck.'),
    },
  ]);
  const files = page.getByRole('region', { name: 'Your files' });
  const big = files.getByRole('listitem').filter({ hasText: 'strata-bylaws.pdf' });
  // While the large file is still being read, another request is answered.
  const pending = () =>
    app.db
      .selectFrom('documents')
      .innerJoin('listings', 'listings.id', 'documents.listingId')
      .select('documents.status')
      .where('listings.realtorUserId', '=', agent.id)
      .where('documents.fileName', '=', 'strata-bylaws.pdf')
      .executeTakeFirstOrThrow();
  expect(['queued', 'processing']).toContain((await pending()).status);
  const labels = await page.request.get(app.url + '/api/labels/en');
  expect(labels.status()).toBe(200);
  expect(['queued', 'processing']).toContain((await pending()).status);
  await expect(big).toContainText(/Waiting to be read|Reading/);

  await expect(big).toContainText(`Ready · ${PAGES} pages`, { timeout: 240_000 });
  await expect(files.getByRole('listitem').filter({ hasText: 'garden.txt' })).toContainText('Ready', {
    timeout: 60_000,
  });

  const { assistantPathname } = await app.db
    .selectFrom('assistants')
    .select('assistantPathname')
    .where('realtorUserId', '=', agent.id)
    .executeTakeFirstOrThrow();
  await askInChat(page, `${app.url}/assistants/${assistantPathname}`, 'How many bottles does the wine cellar hold?');
  await expect(page.getByText(/four hundred bottles/).last()).toBeVisible();
});
