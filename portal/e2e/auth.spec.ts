// Accounts end to end: register, log in, logout, the spec's messages, password reset from the
// emailed link, redirects of protected routes, and the login rate limit.
import type { Page } from '@playwright/test';
import { createUser, expect, loginAs, test, waitForMail } from './fixtures';

// The worker's server (fixtures.ts); every test makes its own users and has its own client address.
test.use({ ownClientIp: true });

let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++n}@example.com`;

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('register, see the success view, log in, get the dashboard greeting, log out', async ({ page, app }) => {
  const email = uniqueEmail('robin');
  await page.goto(app.url + '/register');
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Fischer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Passw0rd!');
  await expect(signUp).toBeDisabled(); // confirmation still missing
  await page.getByLabel('Confirm Password').fill('Passw0rd?');
  await expect(signUp).toBeDisabled(); // does not match
  await page.getByLabel('Confirm Password').fill('Passw0rd!');
  await expect(signUp).toBeEnabled();
  await signUp.click();

  await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
  const row = await app.db
    .selectFrom('users')
    .select(['roles', 'fName'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ roles: '[2024]', fName: 'Robin' });

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, 'Passw0rd!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Robin!' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Start for Free' })).toBeVisible();
  await page.goto(app.url + '/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
});

test('the email hint and the password hint explain the rules', async ({ page, app }) => {
  await page.goto(app.url + '/register');
  await page.getByLabel('Email').fill('not an email');
  await expect(
    page.getByText('Enter a valid email address. Must include "@" and a domain (e.g., localhost).'),
  ).toBeVisible();
  await page.getByLabel(/^Password/).fill('short');
  await expect(page.getByText(/8 to 24 characters/)).toBeVisible();
});

test('a wrong password says Unauthorized; the button waits for both fields', async ({ page, app }) => {
  const user = await createUser(app);
  await page.goto(app.url + '/login');
  const button = page.getByRole('button', { name: 'Log In' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Email').fill(user.email);
  await expect(button).toBeDisabled();
  await page.getByLabel(/^Password/).fill('Wrong-passw0rd!');
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('Unauthorized');
  await expect(page).toHaveURL(/\/login/);
});

test('registering an address that is taken says Email Taken', async ({ page, app }) => {
  const user = await createUser(app);
  await page.goto(app.url + '/register');
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Taylor');
  await page.getByLabel('Email').fill(user.email.toUpperCase());
  await page.getByLabel(/^Password/).fill('Passw0rd!');
  await page.getByLabel('Confirm Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email Taken');
});

test.describe('when the server cannot be reached', () => {
  test.use({ allowConsoleErrors: [/ERR_FAILED|Failed to fetch|net::/] });
  test('the login form says No Server Response', async ({ page, app }) => {
    await page.goto(app.url + '/login');
    // The page is loaded, then the network drops: every data request fails.
    await page.route('**/*.data*', (route) => route.abort('failed'));
    await logIn(page, 'someone@example.com', 'Passw0rd!');
    await expect(page.getByRole('alert')).toHaveText('No Server Response');
  });
});

test('forgot password: the emailed link resets the password once, old sessions end, the new password works', async ({
  page,
  browser,
  app,
}) => {
  const user = await createUser(app);
  // Another device stays logged in with the old password.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, app, user);
  await otherPage.goto(app.url + '/dashboard');
  await expect(otherPage.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  await page.clock.install();
  await page.goto(app.url + '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const send = page.getByRole('button', { name: 'Send reset link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill(user.email);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('Email sent. Please check your inbox for a password reset link.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
  const resend = page.getByRole('button', { name: /Resend link in \d+ s/ });
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('button', { name: 'Resend link', exact: true })).toBeEnabled();

  const mail = await waitForMail(app, (m) => m.to.includes(user.email) && /reset/i.test(m.subject));
  const link = /http:\/\/localhost:\d+\/pwd\/reset\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  expect(mail.html).toContain(link!);

  await page.goto(link!);
  const reset = page.getByRole('button', { name: 'Reset Password' });
  await page.getByLabel('New Password').fill('N3wSecret$');
  await expect(reset).toBeDisabled();
  await page.getByLabel('Confirm Password').fill('N3wSecret$');
  await reset.click();
  await expect(page.getByText('Your password has been reset successfully.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In Now' })).toBeVisible();
  // The success view moves on to /login by itself after 10 s.
  await page.clock.fastForward(10_500);
  await expect(page).toHaveURL(/\/login$/);

  // The other device's session is gone.
  await otherPage.goto(app.url + '/dashboard');
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
  await other.close();

  await logIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Unauthorized');
  await logIn(page, user.email, 'N3wSecret$');
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.fName}!` })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
});

test('forgot password answers the same for an unknown email and sends nothing', async ({ page, app }) => {
  const email = uniqueEmail('ghost');
  await page.goto(app.url + '/pwd/forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const rows = await app.db.selectFrom('emails').select('id').where('toAddress', '=', email).execute();
  expect(rows).toEqual([]);
});

test('a protected page when logged out goes to /login and back after login', async ({ page, app }) => {
  const user = await createUser(app, { fName: 'Jordan' });
  await page.goto(app.url + '/dashboard?from=e2e');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%3Ffrom%3De2e$/);
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard\?from=e2e$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Jordan!' })).toBeVisible();
});

test('login never redirects to another site', async ({ page, app }) => {
  const user = await createUser(app);
  await page.goto(app.url + '/login?redirectTo=' + encodeURIComponent('//evil.example.com/x'));
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(app.url + '/dashboard');
});

test('an agent on /usage_overview goes to /unauthorized', async ({ page, app }) => {
  const user = await createUser(app);
  await loginAs(page, app, user);
  await page.goto(app.url + '/usage_overview');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Usage' })).toHaveCount(0);
});

test('an operator sees the Usage link and the usage page', async ({ page, app }) => {
  const user = await createUser(app, { roles: [2024, 3135] });
  await loginAs(page, app, user);
  await page.goto(app.url + '/home');
  await page.getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(/\/usage_overview/);
  await expect(page.getByRole('heading', { name: /Usage overview/i })).toBeVisible();
});

test('agent routes match case-insensitively', async ({ page, app }) => {
  const user = await createUser(app, { fName: 'Casey' });
  await loginAs(page, app, user);
  const dash = await page.goto(app.url + '/DashBoard');
  expect(dash?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Welcome back, Casey!' })).toBeVisible();
  const list = await page.goto(app.url + '/assistantList');
  expect(list?.status()).not.toBe(404);
  await expect(page.getByRole('heading', { name: 'Error', exact: true })).toHaveCount(0);
});

test('too many login attempts for one email answer 429 with a clear message', async ({ request, app }) => {
  const user = await createUser(app);
  const statuses: number[] = [];
  let body = '';
  for (let i = 0; i < 11; i++) {
    const res = await request.post(app.url + '/login', { form: { email: user.email, password: 'Wrong-passw0rd!' } });
    statuses.push(res.status());
    body = await res.text();
  }
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses[10]).toBe(429);
  expect(body).toContain('Too many attempts. Please wait a few minutes and try again.');
});
