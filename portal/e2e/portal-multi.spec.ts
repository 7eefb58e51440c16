// An agent allowed two assistants: the add-listing wizard has three steps with a radio choice,
// the listing list groups by assistant, contact edits and "Delete All" on an assistant's listings.
// Each test has its own agent and seeds the assistants it starts from. The agent's contact first
// name is the one of the assistant created last (Janet), as after creating both in the wizard.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, loginAs, test, type App, type TestUser } from './fixtures';
import { seedAssistant } from './seed';

test.use({ appEnv: { OHA_ASSISTANT_LIMIT: '2' }, agentProfile: { fName: 'Janet', lName: 'Doe' } });

/** Jane's two assistants: Jane's with 1 First Avenue, Janet's with 2 Second and 3 Third Avenue. */
async function seedTwo(app: App, agent: TestUser) {
  const jane = await seedAssistant(app, agent, {
    ohaName: "Jane's Assistant",
    listings: [['1 First Avenue', 'Active Listing']],
  });
  const janet = await seedAssistant(app, agent, {
    ohaName: "Janet's Assistant",
    listings: [
      ['2 Second Avenue', 'Active Listing'],
      ['3 Third Avenue', 'Active Listing'],
    ],
  });
  return { jane, janet };
}

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/.server/ingest/fixtures');
const txt = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

async function createAssistant(page: Page, app: App, fName: string, address: string, extraFile?: string) {
  await page.goto(app.url + '/create_assistants');
  await page.getByLabel('Listing address').fill(address);
  await page
    .getByLabel('Listing files')
    .setInputFiles(txt(`${fName}-sheet.txt`, `${address}: three bedrooms, two bathrooms.`));
  if (extraFile) {
    await page.getByLabel('Listing files').setInputFiles(extraFile);
    await expect(page.getByRole('progressbar', { name: path.basename(extraFile) })).toHaveAttribute(
      'aria-valuetext',
      'Uploaded',
    );
  }
  await expect(page.getByRole('progressbar', { name: `${fName}-sheet.txt` })).toHaveAttribute(
    'aria-valuetext',
    'Uploaded',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First Name').fill(fName);
  await page.getByLabel('Phone').fill('604-555-0100');
  await page.getByRole('button', { name: 'Create Now' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 30_000 });
}

test('an agent with two assistants adds a listing in three steps, choosing the assistant', async ({
  loggedInPage: page,
  app,
}) => {
  await createAssistant(page, app, 'Jane', '1 First Avenue');
  await createAssistant(page, app, 'Janet', '2 Second Avenue', path.join(FIXTURES, 'scanned.pdf'));
  // Files are read after the success screen: each one's status moves on while the agent watches.
  const files = page.getByRole('region', { name: 'Your files' });
  await expect(files.getByRole('listitem').filter({ hasText: 'Janet-sheet.txt' })).toContainText('Ready', {
    timeout: 30_000,
  });
  // The scanned PDF holds no words (only stripes), even read with OCR: the assistant exists, the
  // file is listed as failed.
  await expect(files.getByRole('listitem').filter({ hasText: 'scanned.pdf' })).toContainText(
    'Failed: no text could be read, even with OCR',
    { timeout: 30_000 },
  );

  await page.goto(app.url + '/addlisting');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select an Assistant' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select an assistant.');
  await page.getByRole('radio', { name: "Janet's Assistant" }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Add Your Listing' })).toBeVisible();
  await page.getByLabel('Listing address').fill('3 Third Avenue');
  await page
    .getByLabel('Listing files')
    .setInputFiles(txt('third.txt', 'Third Avenue: corner lot, south-facing garden.'));
  await expect(page.getByRole('progressbar', { name: 'third.txt' })).toHaveAttribute('aria-valuetext', 'Uploaded');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Add Listing' }).click();
  await expect(
    page.getByText('Your new listing has been successfully added to your Open House Assistant.'),
  ).toBeVisible({ timeout: 30_000 });

  await page.goto(app.url + '/listinglist');
  const janet = page.getByRole('region', { name: "Janet's Assistant" });
  await expect(janet.getByRole('cell', { name: '3 Third Avenue', exact: true })).toBeVisible();
  await expect(janet.getByRole('cell', { name: '2 Second Avenue', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: "Jane's Assistant" }).getByRole('cell', { name: '3 Third Avenue', exact: true }),
  ).toHaveCount(0);
});

test('files added on the listing page show how their reading ends, and a failed one can be removed', async ({
  loggedInPage: page,
  app,
  agent,
}) => {
  await seedTwo(app, agent);
  await page.goto(app.url + '/listinglist');
  await page.getByRole('link', { name: 'Edit 1 First Avenue' }).click();
  await page.getByRole('tab', { name: 'Files' }).click();
  await page
    .getByLabel('Listing files')
    .setInputFiles([path.join(FIXTURES, 'encrypted.pdf'), path.join(FIXTURES, 'notes.doc')]);
  await expect(page.getByRole('progressbar', { name: 'encrypted.pdf' })).toHaveAttribute('aria-valuetext', 'Uploaded');
  await expect(page.getByRole('progressbar', { name: 'notes.doc' })).toHaveAttribute('aria-valuetext', 'Uploaded');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'notes.doc', exact: true })).toBeVisible({ timeout: 30_000 });
  // Both are stored; reading them ends with a status per file (the page refreshes by itself).
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row('notes.doc')).toContainText('Ready', { timeout: 30_000 });
  await expect(row('encrypted.pdf')).toContainText(
    'Failed: the file is password-protected: upload a copy without a password',
    {
      timeout: 30_000,
    },
  );
  // A failed file can be removed.
  await row('encrypted.pdf').getByRole('button', { name: 'Delete encrypted.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: 'encrypted.pdf', exact: true })).toHaveCount(0);
});

test('the add-listing link of an assistant preselects it', async ({ loggedInPage: page, app, agent }) => {
  await seedTwo(app, agent);
  await page.goto(app.url + '/assistantlist');
  await page.getByRole('link', { name: "Edit Janet's Assistant" }).click();
  await page.getByRole('tab', { name: 'Listings' }).click();
  await page.getByRole('link', { name: 'Add listing' }).click();
  await expect(page.getByRole('radio', { name: "Janet's Assistant" })).toBeChecked();
});

test('the agent updates contact info and deletes all listings of one assistant', async ({
  loggedInPage: page,
  app,
  agent,
}) => {
  await seedTwo(app, agent);
  await page.goto(app.url + '/assistantlist');
  await page.getByRole('link', { name: "Edit Janet's Assistant" }).click();
  await expect(page.getByRole('tab', { name: 'Agent Contact Info' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Last Name').fill('Doe Smith');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Only letters, numbers, and hyphens ('-') are allowed in First Name and Last Name. No spaces.",
  );
  await page.getByLabel('Last Name').fill('Doe-Smith');
  await page.getByLabel('Website (optional)').fill('janetsells.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated!' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Last Name')).toHaveValue('Doe-Smith');
  await expect(page.getByLabel('Website (optional)')).toHaveValue('https://janetsells.example');

  await page.getByRole('tab', { name: 'Listings' }).click();
  await page.getByRole('button', { name: 'Delete All' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('cannot be recovered');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No listing results.')).toBeVisible();

  await page.goto(app.url + '/listinglist');
  await expect(page.getByRole('region', { name: "Janet's Assistant" })).toContainText('No listing results.');
  await expect(
    page.getByRole('region', { name: "Jane's Assistant" }).getByRole('cell', { name: '1 First Avenue', exact: true }),
  ).toBeVisible();
});

test('a failed copy says so inline', async ({ page, app, agent }) => {
  // The page cannot reach the clipboard (a denied permission, an old browser): the agent is told.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await seedAssistant(app, agent);
  await loginAs(page, app, agent);
  await page.goto(app.url + '/assistantlist');
  await page.getByRole('button', { name: 'Copy link' }).first().click();
  await expect(page.getByRole('alert')).toHaveText('Failed to copy text. Please try again.');
});
