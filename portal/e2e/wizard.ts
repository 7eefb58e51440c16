// Steps several specs take as a person would: the create wizard (its upload step, then the rest)
// and one question on an assistant's chat page.
import type { Page } from '@playwright/test';
import { expect, type App } from './fixtures';

export type WizardFile = { name: string; mimeType: string; buffer: Buffer };

/** The wizard's first step: the listing's address and files, each uploaded (staged). */
export async function uploadInWizard(page: Page, app: App, address: string, files: WizardFile[]): Promise<void> {
  await page.goto(app.url + '/create_assistants');
  await page.getByLabel('Listing address').fill(address);
  await page.getByLabel('Listing files').setInputFiles(files);
  for (const f of files) {
    await expect(page.getByRole('progressbar', { name: f.name })).toHaveAttribute('aria-valuetext', 'Uploaded', {
      timeout: 30_000,
    });
  }
}

/** The wizard's remaining steps, up to the success screen. */
export async function finishWizard(page: Page, fName: string, phone = '604-555-0100'): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First Name').fill(fName);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Create Now' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 30_000 });
}

/** A visitor asks one question in English; resolves once the answer is shown. */
export async function askInChat(page: Page, chatUrl: string, question: string): Promise<void> {
  await page.goto(chatUrl);
  await page.getByRole('combobox').selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Submit' }).click();
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(question);
  await input.press('Enter');
  await expect(page.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(1, { timeout: 45_000 });
}
