// The upload path as an agent meets it: any file name uploads (quotes, `=`, `;`, non-ASCII), text
// files in older encodings are read, and an upload that is no longer staged is an error naming the
// file while everything typed stays.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { createUser, expect, loginAs, test } from './fixtures';
import { textPdf } from './text-pdf';

// A low hourly upload limit (per account; three times that per IP) for the limit test below: these
// tests get a worker server of their own; each test has its own client address.
test.use({ appEnv: { OHA_UPLOADS_PER_HOUR: '4' }, ownClientIp: true });

async function pickAndWait(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  await page.getByLabel('Listing files').setInputFiles(files);
  for (const f of files) {
    await expect(page.getByRole('progressbar', { name: f.name })).toHaveAttribute('aria-valuetext', 'Uploaded', {
      timeout: 30_000,
    });
  }
}

test('files named with =, ; and Chinese characters upload in the create wizard and keep their names; a Windows-1252 text is read', async ({
  page,
  app,
}) => {
  const agent = await createUser(app, { fName: 'Noor', lName: 'Haddad' });
  await loginAs(page, app, agent);
  await page.goto(app.url + '/create_assistants');
  await page.getByLabel('Listing address').fill('14 Alder Row');
  const files = [
    { name: 'price=450k.pdf', mimeType: 'application/pdf', buffer: textPdf(['The roof was replaced in 2021.']) },
    { name: 'Offer; final.txt', mimeType: 'text/plain', buffer: Buffer.from('Offers are reviewed on Tuesday.') },
    { name: '房屋 资料.txt', mimeType: 'text/plain', buffer: Buffer.from('车库可以停两辆车。') },
    // Windows-1252: 0x80 is the euro sign, 0x92 a curly apostrophe.
    {
      name: 'frais.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        'Frais de copropri\xe9t\xe9 : 410 \x80 par mois, chauffage compris ; l\x92\xe9cole est \xe0 c\xf4t\xe9.',
        'latin1',
      ),
    },
  ];
  await pickAndWait(page, files);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First Name').fill('Noor');
  await page.getByLabel('Phone').fill('604-555-0142');
  await page.getByRole('button', { name: 'Create Now' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 30_000 });
  const list = page.getByRole('region', { name: 'Your files' });
  for (const f of files) await expect(list.getByText(f.name, { exact: true })).toBeVisible();
  const stored = await app.db
    .selectFrom('documents')
    .innerJoin('listings', 'listings.id', 'documents.listingId')
    .select('documents.fileName')
    .where('listings.realtorUserId', '=', agent.id)
    .where('documents.isExtraInfo', '=', 0)
    .orderBy('documents.id')
    .execute();
  expect(stored.map((d) => d.fileName)).toEqual(files.map((f) => f.name));
  // The Windows-1252 file is read (not refused) and its text indexed as written.
  await expect(list.getByRole('listitem').filter({ hasText: 'frais.txt' })).toContainText('Ready', { timeout: 60_000 });
  const chunk = await app.db
    .selectFrom('chunks')
    .innerJoin('documents', 'documents.id', 'chunks.documentId')
    .innerJoin('listings', 'listings.id', 'documents.listingId')
    .select('chunks.text')
    .where('listings.realtorUserId', '=', agent.id)
    .where('documents.fileName', '=', 'frais.txt')
    .executeTakeFirstOrThrow();
  expect(chunk.text).toContain('Frais de copropriété : 410 € par mois, chauffage compris ; l’école est à côté.');
});

test('an upload that is gone by the time the wizard is sent is an error naming the file; nothing typed is lost', async ({
  page,
  app,
}) => {
  const agent = await createUser(app, { fName: 'Ines', lName: 'Moreau' });
  await loginAs(page, app, agent);
  await page.goto(app.url + '/create_assistants');
  const mine = () => app.db.selectFrom('assistants').select('id').where('realtorUserId', '=', agent.id).execute();
  const assistantsBefore = (await mine()).length;
  await page.getByLabel('Listing address').fill('9 Birch Lane');
  const file = { name: 'strata minutes.txt', mimeType: 'text/plain', buffer: Buffer.from('The AGM is in March.') };
  await pickAndWait(page, [file]);
  // The staged upload disappears (as after 24 hours) before the form is sent.
  fs.rmSync(path.join(app.dataDir, 'staging', String(agent.id)), { recursive: true, force: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel("Agent's Insights").fill('Sellers would like a quick completion.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First Name').fill('Ines');
  await page.getByLabel('Phone').fill('604-555-0177');
  await page.getByRole('button', { name: 'Create Now' }).click();

  const message = 'The file (strata minutes.txt) is no longer available. Please remove it and upload it again.';
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  expect(await mine()).toHaveLength(assistantsBefore);
  // Back on the first step, with the address typed and the file marked; later steps keep their fields.
  await expect(page.getByLabel('Listing address')).toHaveValue('9 Birch Lane');
  await expect(page.getByRole('progressbar', { name: file.name })).toHaveCount(0);

  await page.getByRole('button', { name: `Remove ${file.name}` }).click();
  await pickAndWait(page, [file]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel("Agent's Insights")).toHaveValue('Sellers would like a quick completion.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Ines');
  await page.getByRole('button', { name: 'Create Now' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Your files' }).getByText(file.name, { exact: true })).toBeVisible();
});

test('past the hourly upload limit the uploader shows how long to wait; Remove gives a staged file back', async ({
  page,
  app,
}) => {
  // OHA_UPLOADS_PER_HOUR is 4 for this file's server (see test.use above).
  const agent = await createUser(app, { fName: 'Tariq', lName: 'Osei' });
  await loginAs(page, app, agent);
  await page.goto(app.url + '/create_assistants');
  const files = [1, 2, 3, 4, 5].map((n) => ({
    name: `room ${n}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Room ${n} has a window facing the garden.`),
  }));
  await page.getByLabel('Listing files').setInputFiles(files);
  const refused = page.getByRole('alert').filter({ hasText: 'You have uploaded many files in a short time.' });
  await expect(refused).toHaveCount(1, { timeout: 30_000 });
  await expect(refused).toContainText('Please wait 60 minutes before uploading more.');
  await expect(page.getByRole('progressbar', { name: /room \d\.txt/ })).toHaveCount(4);
  for (const bar of await page.getByRole('progressbar', { name: /room \d\.txt/ }).all())
    await expect(bar).toHaveAttribute('aria-valuetext', 'Uploaded', { timeout: 30_000 });

  // Remove gives a staged file back: it no longer counts against the staging quota.
  const staging = path.join(app.dataDir, 'staging', String(agent.id));
  const staged = () => fs.readdirSync(staging).filter((f) => f.endsWith('.bin')).length;
  expect(staged()).toBe(4);
  const name = (await page
    .getByRole('progressbar', { name: /room \d\.txt/ })
    .first()
    .getAttribute('aria-label'))!;
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect.poll(staged).toBe(3);
});
