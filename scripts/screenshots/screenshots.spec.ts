// The README's two pictures, from the app as it is: the agent's listing page on a desktop, with the
// demo's sample documents uploaded through the portal and read, and the visitor chat on a phone with
// a question answered and its sources open. Written small (WebP) to docs/images/.
import type { Page } from '@playwright/test';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CONTACT, DEMO_LISTINGS } from '../../portal/app/.server/demo/demo-listings';
import { expect, test } from '../../portal/e2e/fixtures';
import { seedAssistant } from '../../portal/e2e/seed';
import { IMAGES, MAX_IMAGE_BYTES } from './images';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SAMPLES = path.join(ROOT, 'portal/app/.server/demo/samples');
const QUESTION = 'What is the strata fee and what does it include?';

test.use({ agentProfile: { fName: 'Dana', lName: 'Lee' } });

/** The PNG Playwright took, as WebP at the highest quality that stays under the size limit. */
async function writeWebp(png: Buffer, file: string): Promise<void> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  for (const quality of [90, 82, 75, 65, 55]) {
    const webp = await canvas.encode('webp', quality);
    if (webp.length <= MAX_IMAGE_BYTES) {
      fs.writeFileSync(path.join(ROOT, file), webp);
      console.log(
        `${file}: ${image.width}×${image.height}, ${(webp.length / 1024).toFixed(1)} KB (quality ${quality})`,
      );
      return;
    }
  }
  throw new Error(`${file} stays over ${MAX_IMAGE_BYTES} bytes even at quality 55`);
}

/** Uploads files on the listing's Files tab as the agent does and waits until each one is read. */
async function uploadFiles(page: Page, url: string, listingId: number, files: readonly string[]) {
  await page.goto(`${url}/listinglist/${listingId}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByLabel('Listing files').setInputFiles(files.map((f) => path.join(SAMPLES, f)));
  for (const f of files) {
    await expect(page.getByRole('progressbar', { name: f })).toHaveAttribute('aria-valuetext', 'Uploaded', {
      timeout: 60_000,
    });
  }
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  for (const f of files) {
    await expect(page.getByRole('row').filter({ hasText: f })).toContainText('Ready', { timeout: 120_000 });
  }
}

test('the portal on a desktop and the chat on a phone', async ({ app, agent, loggedInPage: page, browser }) => {
  const seeded = await seedAssistant(app, agent, {
    ohaName: "Dana's Assistant",
    companyName: DEMO_CONTACT.companyName,
    publicPhone: DEMO_CONTACT.phone,
    listings: DEMO_LISTINGS.map(({ listing }): [string, string, string] => [
      listing.listingName,
      listing.listingStatus,
      listing.insiderInfo,
    ]),
  });
  for (const [i, { files }] of DEMO_LISTINGS.entries()) {
    await uploadFiles(page, app.url, seeded.listingIds[i]!, files);
  }

  // The first listing's page, its files read: what the agent sees after uploading.
  await page.setViewportSize({ width: 1200, height: 720 });
  await page.goto(`${app.url}/listinglist/${seeded.listingIds[0]}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('row').filter({ hasText: DEMO_LISTINGS[0].files[0] })).toContainText('Ready');
  await writeWebp(await page.screenshot({ fullPage: true }), IMAGES.portal);

  // The chat as a visitor on a phone opens it from the QR code.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-CA',
  });
  try {
    const chat = await phone.newPage();
    await chat.goto(`${app.url}/assistants/${seeded.pathname}`);
    const overlay = chat.getByRole('dialog', { name: 'Please select your language:' });
    await overlay.getByRole('combobox').selectOption('en');
    await overlay.getByRole('button', { name: 'Submit' }).click();
    // The first listing (the assistant lists them in the order they were added).
    await chat.getByRole('group', { name: 'Please select a listing:' }).getByRole('button').first().click();
    const helpful = chat.getByRole('button', { name: 'Helpful', exact: true });
    await expect(helpful).toHaveCount(1, { timeout: 60_000 });
    const input = chat.getByRole('textbox', { name: 'Your message' });
    await input.fill(QUESTION);
    await input.press('Enter');
    await expect(helpful).toHaveCount(2, { timeout: 60_000 });
    const sources = chat.locator('.oha-sources').last();
    await sources.locator('summary').click();
    await expect(sources.getByRole('listitem').first()).toBeVisible();
    await input.blur();
    await writeWebp(await chat.screenshot(), IMAGES.chatPhone);
  } finally {
    await phone.close();
  }
});
