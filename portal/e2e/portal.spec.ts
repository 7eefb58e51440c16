// The agent portal end to end: create an assistant with a PDF, the success screen and its QR
// code, add a listing with a DOCX, edit it, upload errors, deletions with confirmation, and
// another agent refused on the server. Each test has its own agent (Jane Doe) and seeds the
// assistant and listings it starts from.
import type { Download, Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { createUser, expect, loginAs, removeUser, test, type App, type TestUser } from './fixtures';
import { seedAssistant, seedDocument } from './seed';

test.use({ agentProfile: { fName: 'Jane', lName: 'Doe' } });

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/.server/ingest/fixtures');
const fixture = (name: string) => path.join(FIXTURES, name);

const HARBOUR = '1208 Harbour View Lane, Vancouver';
const CEDAR = '77 Cedar Crescent, Burnaby';

/** Jane's assistant with the PDF listing (Active) and the DOCX listing (Coming Soon, notes.docx read). */
async function seedJane(app: App, agent: TestUser) {
  const a = await seedAssistant(app, agent, {
    listings: [
      [HARBOUR, 'Active Listing'],
      [CEDAR, 'Coming Soon'],
    ],
  });
  const [pdfListingId, docxListingId] = a.listingIds;
  await seedDocument(app, pdfListingId, 'feature-sheet.pdf');
  await seedDocument(app, docxListingId, 'notes.docx');
  return { ...a, chatUrl: `${app.url}/assistants/${a.pathname}`, pdfListingId, docxListingId };
}

async function decodeQr(download: Download): Promise<string | undefined> {
  const file = await download.path();
  const png = PNG.sync.read(fs.readFileSync(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function waitUploaded(page: Page, name: string) {
  await expect(page.getByRole('progressbar', { name })).toHaveAttribute('aria-valuetext', 'Uploaded');
}

async function confirmDelete(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('cannot be undone');
  await expect(dialog).toContainText('cannot be recovered');
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

test('an agent creates an assistant with a PDF in the three-step wizard', async ({ loggedInPage: page, app }) => {
  await page.goto(app.url + '/create_assistants');
  await expect(page.getByRole('heading', { name: 'Add Your Listing' })).toBeVisible();
  // The step tabs show progress only: they are neither buttons nor links.
  const steps = page.getByRole('list', { name: 'Create Your Open House Assistant' });
  await expect(steps).toContainText("Add Agent's Insights");
  await expect(steps.getByRole('button')).toHaveCount(0);
  await expect(steps.getByRole('link')).toHaveCount(0);
  await expect(page.getByLabel('Listing status')).toHaveValue('Active Listing');

  // Next only when step 1 is valid; editing a field clears the message.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in the listing address.');
  await page.getByLabel('Listing address').fill('1208 Harbour View Lane, Vancouver');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a file.');

  await page.getByLabel('Listing files').setInputFiles(fixture('feature-sheet.pdf'));
  await waitUploaded(page, 'feature-sheet.pdf');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: "Add Agent's Insights" })).toBeVisible();
  await page
    .getByLabel("Agent's Insights")
    .fill('The sellers prefer a closing date after January 15. Roof replaced in 2021.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Contact Information' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Jane');

  await page.getByLabel('First Name').fill('Jane Ann');
  await page.getByLabel('Phone').fill('604-555-0199');
  await page.getByRole('button', { name: 'Create Now' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Only letters, numbers, and hyphens ('-') are allowed in First Name and Last Name. No spaces.",
  );
  await page.getByLabel('First Name').fill('Jane');
  await page.getByLabel('Phone').fill('');
  await page.getByRole('button', { name: 'Create Now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all the required fields.');
  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back', exact: true }).first().click();
  await expect(page.getByLabel("Agent's Insights")).toHaveValue(/closing date after January 15/);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Phone').fill('604-555-0199');
  await page.getByLabel('Company (optional)').fill('Harbour Realty');
  await page.getByRole('button', { name: 'Create Now' }).click();

  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 30_000 });
  const link = page.getByRole('link', { name: /\/assistants\/jane_/ });
  const chatUrl = (await link.textContent()) ?? '';
  expect(chatUrl).toMatch(new RegExp(`^${app.url}/assistants/jane_[a-z0-9]{20}$`));

  await expect(page.getByRole('complementary', { name: 'Promote your assistant' })).toContainText('For Sale signs');
  await expect(page.getByRole('complementary', { name: 'Promote your assistant' })).toContainText('MLS');
  await expect(page.getByText('SCAN TO CHAT')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add another listing' })).toHaveAttribute('href', '/addlisting');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Edit Listings' })).toHaveAttribute('href', '/listinglist');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download QR Code' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Jane-OHA-qr-code.png');
  expect(await decodeQr(download)).toBe(chatUrl);
});

test('the assistant list copies the link and downloads a QR code that decodes to it', async ({
  loggedInPage: page,
  context,
  app,
  agent,
}) => {
  const { chatUrl, id } = await seedJane(app, agent);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await page.goto(app.url + '/assistantlist');
  await expect(page.getByRole('heading', { name: 'Access your assistant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Jane's Assistant" })).toBeVisible();
  await expect(page.getByText('SCAN TO CHAT')).toBeVisible();
  await expect(page.getByText('Get Insider Info Now')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Pro Tip' })).toContainText('For Sale signs');
  await expect(page.getByRole('img', { name: "QR code for Jane's Assistant" })).toHaveJSProperty('width', 200);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chatUrl);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download QR Code' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('JaneOHA-qr-code.png');
  expect(await decodeQr(download)).toBe(chatUrl);

  const edit = page.getByRole('link', { name: "Edit Jane's Assistant" });
  const assistantId = ((await edit.getAttribute('href')) ?? '').split('/').pop() ?? '';
  expect(assistantId).toBe(String(id));
  // The create screen's own file name: first name + "-OHA-" + "qr-code.png".
  const res = await page.request.get(`${app.url}/assistantlist/${assistantId}/qr.png?for=create`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toContain('filename="Jane-OHA-qr-code.png"');
  const png = PNG.sync.read(await res.body());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(chatUrl);
});

test('the creation limit screen shows once the agent has an assistant', async ({ loggedInPage: page, app, agent }) => {
  await seedJane(app, agent);
  await page.goto(app.url + '/create_assistants');
  await expect(
    page.getByRole('heading', { name: "Oops! You've reached your Open House Assistant creation limit." }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test('the agent adds a listing with a DOCX (one assistant: two steps)', async ({ loggedInPage: page, app, agent }) => {
  await seedAssistant(app, agent, { listings: [[HARBOUR, 'Active Listing']] });
  await page.goto(app.url + '/addlisting');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in the listing address.');
  await page.getByLabel('Listing address').fill('77 Cedar Crescent, Burnaby');
  await page.getByLabel('Listing status').selectOption('Coming Soon');
  await page.getByLabel('Listing files').setInputFiles(fixture('notes.docx'));
  await waitUploaded(page, 'notes.docx');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByLabel("Agent's Insights").fill('Quiet street, new furnace in 2023.');
  await page.getByRole('button', { name: 'Add Listing' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText('Your new listing has been successfully added to your Open House Assistant.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
});

test('the listing list shows both listings; the agent edits status and insights', async ({
  loggedInPage: page,
  app,
  agent,
}) => {
  const { pdfListingId, docxListingId } = await seedJane(app, agent);
  await page.goto(app.url + '/listinglist');
  await expect(page.getByRole('heading', { name: "Jane's Assistant" })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: '1208 Harbour View Lane, Vancouver' })).toContainText('Active Listing');
  await expect(rows.filter({ hasText: '77 Cedar Crescent, Burnaby' })).toContainText('Coming Soon');
  await expect(page.getByRole('link', { name: `Edit ${HARBOUR}` })).toHaveAttribute(
    'href',
    new RegExp(`/listinglist/${pdfListingId}$`),
  );
  await page.getByRole('link', { name: `Edit ${CEDAR}` }).click();
  await expect(page).toHaveURL(`${app.url}/listinglist/${docxListingId}`);

  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Neighbourhood amenities')).toBeVisible();
  await expect(page.getByText('Age of utilities')).toBeVisible();
  // The status starts empty on the edit form.
  await expect(page.getByLabel('Listing status')).toHaveValue('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select the listing status.');
  await page.getByLabel('Listing address').fill('');
  await page.getByLabel('Listing status').selectOption('Pending Sale');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the listing address.');
  await page.getByLabel('Listing address').fill('77 Cedar Crescent, Burnaby');
  await page.getByLabel("Agent's Insights").fill('Quiet street, new furnace in 2023. Offers reviewed Monday.');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated!' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Current status: Pending Sale')).toBeVisible();
  await expect(page.getByLabel("Agent's Insights")).toHaveValue(
    'Quiet street, new furnace in 2023. Offers reviewed Monday.',
  );
});

test('uploads are refused for a wrong extension, a renamed binary, six files and a too-large file', async ({
  loggedInPage: page,
  app,
  agent,
}, testInfo) => {
  const { docxListingId } = await seedJane(app, agent);
  await page.goto(`${app.url}/listinglist/${docxListingId}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('cell', { name: 'notes.docx', exact: true })).toBeVisible();
  const input = page.getByLabel('Listing files');

  await input.setInputFiles({ name: 'photo.PNG', mimeType: 'image/png', buffer: Buffer.from('not really') });
  await expect(page.getByRole('alert')).toHaveText(
    'Oops! The file (photo.PNG) has an invalid format. Please upload a pdf, doc, docx, or txt file.',
  );

  // Passes the browser's extension check; the server reads the content and refuses it.
  await input.setInputFiles(fixture('renamed-binary.pdf'));
  await expect(page.getByRole('alert')).toHaveText(
    'Oops! The file (renamed-binary.pdf) has an invalid format. Please upload a pdf, doc, docx, or txt file.',
  );
  await page.getByRole('button', { name: 'Remove renamed-binary.pdf' }).click();

  const six = Array.from({ length: 6 }, (_, i) => ({
    name: `note-${i + 1}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Note ${i + 1}`),
  }));
  await input.setInputFiles(six);
  await expect(page.getByRole('alert')).toHaveText('Oops! You can upload up to 5 files at a time. Please try again.');

  const big = testInfo.outputPath('huge-brochure.pdf');
  fs.mkdirSync(path.dirname(big), { recursive: true });
  fs.writeFileSync(big, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.ceil(16.6 * 1024 * 1024))]));
  await input.setInputFiles(big);
  await expect(page.getByRole('alert')).toHaveText(
    'Oops! The file (huge-brochure.pdf) is too large. Please select a file smaller than 15 MB.',
  );
  // The server refuses it too, whatever the browser does.
  const res = await page.request.post(`${app.url}/api/uploads?name=huge-brochure.pdf`, {
    multipart: { file: { name: 'huge-brochure.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(big) } },
  });
  expect(res.status()).toBe(413);
  expect((await res.json()).error).toBe(
    'Oops! The file (huge-brochure.pdf) is too large. Please select a file smaller than 15 MB.',
  );
  await expect(page.getByRole('cell', { name: 'notes.docx', exact: true })).toBeVisible();
});

test('the agent uploads a file, then deletes a file after confirming', async ({ loggedInPage: page, app, agent }) => {
  const { docxListingId } = await seedJane(app, agent);
  await page.goto(`${app.url}/listinglist/${docxListingId}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByLabel('Listing files').setInputFiles({
    name: 'showing-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Showings by appointment, 24 hours notice.'),
  });
  await waitUploaded(page, 'showing-notes.txt');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'showing-notes.txt', exact: true })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Delete notes.docx' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'notes.docx', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete notes.docx' }).click();
  await confirmDelete(page);
  await expect(page.getByRole('cell', { name: 'notes.docx', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'showing-notes.txt', exact: true })).toBeVisible();
});

test('another agent is sent to /unauthorized and a forged post is refused with 403, touching nothing', async ({
  page,
  browser,
  app,
  agent,
}) => {
  const { id, pdfListingId } = await seedJane(app, agent);
  const assistantId = String(id);
  const other = await createUser(app, { fName: 'Omar', lName: 'Khan' });
  const context = await browser.newContext();
  const otherPage = await context.newPage();
  await loginAs(otherPage, app, other);
  await otherPage.goto(`${app.url}/assistantlist/${assistantId}`);
  await expect(otherPage).toHaveURL(`${app.url}/unauthorized`);
  await otherPage.goto(`${app.url}/listinglist/${pdfListingId}`);
  await expect(otherPage).toHaveURL(`${app.url}/unauthorized`);

  const forged = [
    otherPage.request.post(`${app.url}/assistantlist/${assistantId}`, { form: { intent: 'deleteAssistant' } }),
    otherPage.request.post(`${app.url}/assistantlist/${assistantId}`, {
      form: { intent: 'updateContact', fName: 'Evil', lName: 'X', email: 'x@example.com', phone: '1' },
    }),
    otherPage.request.post(`${app.url}/listinglist/${pdfListingId}`, { form: { intent: 'deleteListing' } }),
    otherPage.request.post(`${app.url}/listinglist?index`, {
      form: { intent: 'deleteListing', listingId: String(pdfListingId) },
    }),
    otherPage.request.post(`${app.url}/assistantlist?index`, { form: { intent: 'deleteAssistant', assistantId } }),
  ];
  for (const res of await Promise.all(forged)) expect(res.status()).toBe(403);
  expect((await otherPage.request.get(`${app.url}/assistantlist/${assistantId}/qr.png`)).status()).toBe(403);

  // With no assistant of their own, the other agent's lists are empty and adding is impossible.
  await otherPage.goto(`${app.url}/addlisting`);
  await expect(
    otherPage.getByRole('heading', { name: 'Oops! No assistant found. Please create one first.' }),
  ).toBeVisible();
  await otherPage.goto(`${app.url}/assistantlist`);
  await expect(otherPage.getByText('No assistant results.')).toBeVisible();
  await context.close();
  await removeUser(app, other);

  // Nothing of the first agent was touched by the forged posts.
  await loginAs(page, app, agent);
  await page.goto(`${app.url}/assistantlist/${assistantId}`);
  await expect(page.getByRole('heading', { name: "Jane's Assistant" })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Jane');
  await page.getByRole('tab', { name: 'Listings' }).click();
  await expect(page.getByRole('cell', { name: HARBOUR, exact: true })).toBeVisible();
});

test('the agent deletes a listing, then the whole assistant, each after confirming', async ({
  loggedInPage: page,
  app,
  agent,
}) => {
  const { id: assistantId, pdfListingId } = await seedJane(app, agent);
  await page.goto(`${app.url}/assistantlist/${assistantId}`);
  await page.getByRole('tab', { name: 'Listings' }).click();
  await page.getByRole('button', { name: 'Delete 77 Cedar Crescent, Burnaby' }).click();
  await confirmDelete(page);
  await expect(page.getByRole('cell', { name: '77 Cedar Crescent, Burnaby', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '1208 Harbour View Lane, Vancouver', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete this assistant' }).click();
  await confirmDelete(page);
  await expect(page).toHaveURL(`${app.url}/assistantlist`);
  await expect(page.getByText('No assistant results.')).toBeVisible();

  await page.goto(`${app.url}/listinglist`);
  await expect(page.getByText('No assistant results.')).toBeVisible();
  await page.goto(`${app.url}/assistantlist/${assistantId}`);
  await expect(page.getByRole('heading', { name: 'The assistant is no longer available.' })).toBeVisible();
  await page.goto(`${app.url}/listinglist/${pdfListingId}`);
  await expect(page.getByRole('heading', { name: 'The listing is no longer available.' })).toBeVisible();
});
