import { expect, test } from './fixtures';

test('the landing page renders with navigation and footer', async ({ page, app }) => {
  await page.goto(app.url + '/');
  await expect(page.getByRole('link', { name: 'Get Started Today' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start for Free' })).toBeVisible();
  await expect(page.getByText('© 2025')).toBeVisible();
});

test('an unknown path shows the Error page with status 404', async ({ page, app }) => {
  const res = await page.goto(app.url + '/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});
