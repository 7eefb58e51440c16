// Public pages, navigation, dashboard enablement, the product-team contact form and the
// security headers, on the worker's server (fixtures.ts); each test has its own client address.
import { createUser, expect, loginAs, readOutbox, test, waitForMail, type App } from './fixtures';

test.use({ ownClientIp: true });

async function giveAssistant(a: App, userId: number) {
  await a.db
    .insertInto('assistants')
    .values({
      assistantPathname: `t_${userId}_${Date.now().toString(36)}`,
      realtorUserId: userId,
      ohaName: 'Test Assistant',
      publicEmail: 'agent@example.com',
      publicPhone: '604-555-0100',
      published: 1,
    })
    .execute();
}

test('the landing page: Get Started Today, About Us, three benefits, Sign up now', async ({ page, app }) => {
  await page.goto(app.url + '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article.benefit')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Create now' })).toHaveCount(0);
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
  await page.goto(app.url + '/home');
  await page.getByRole('link', { name: 'Get Started Today' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a logged-in agent is offered Create now on the landing page', async ({ page, app }) => {
  const user = await createUser(app);
  await loginAs(page, app, user);
  await page.goto(app.url + '/home');
  await expect(page.getByRole('link', { name: 'Create now' })).toHaveAttribute('href', '/create_assistants');
  await expect(page.getByRole('link', { name: 'Sign up now' })).toHaveCount(0);
});

test('the footer: support mail with a prefilled subject to SUPPORT_EMAIL, the policy page, © 2025', async ({
  page,
  app,
}) => {
  await page.goto(app.url + '/about');
  const footer = page.getByRole('contentinfo');
  const support = footer.getByRole('link', { name: 'Contact support' });
  const href = await support.getAttribute('href');
  expect(href).toMatch(/^mailto:support@localhost\?subject=/);
  expect(decodeURIComponent(href!.split('subject=')[1])).toMatch(/Open House Assistant/);
  await expect(footer.getByText('© 2025')).toBeVisible();
  await footer.getByRole('link', { name: /Privacy Policy/ }).click();
  await expect(page).toHaveURL(/\/policies\/privacy-policy-and-terms-of-use$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy and Terms of Use' })).toBeVisible();
  await expect(page.getByText('Version dated January 1, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms of Use', exact: true })).toBeVisible();
});

test('the contact form emails the product team and says Thank you!', async ({ page, app }) => {
  await page.goto(app.url + '/contact');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Inquiry type').selectOption('Technical Support');
  await page.getByLabel(/^Name/).fill('Riley <b>Q</b>');
  await page.getByLabel(/^Email/).fill('riley@example.com');
  await expect(submit).toBeDisabled(); // the message is required too
  await page.getByLabel(/^Message/).fill('The QR code does not download & I need it today.');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const mail = await waitForMail(app, (m) => m.subject === 'New Contact Request - Inquiry type: Technical Support');
  expect(mail.to).toContain('support@localhost');
  expect(mail.html).toContain('Riley &lt;b&gt;Q&lt;/b&gt;');
  expect(mail.html).toContain('riley@example.com');
  expect(mail.html).toContain('does not download &amp; I need it today.');
  expect(mail.html).toMatch(/Not provided/); // phone is optional

  await page.getByRole('button', { name: 'Submit another form' }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test('the contact form lists the inquiry types of the spec', async ({ page, app }) => {
  await page.goto(app.url + '/contact');
  const options = await page.getByLabel('Inquiry type').locator('option:not([disabled])').allTextContents();
  expect(options).toEqual(['Product Information', 'Technical Support', 'Feature Request', 'General Feedback', 'Other']);
});

test('/unauthorized offers log in, contact and Back', async ({ page, app }) => {
  await page.goto(app.url + '/about');
  await page.goto(app.url + '/unauthorized');
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  await main.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('an unknown path shows the Error page (404) whose Back button returns', async ({ page, app }) => {
  await page.goto(app.url + '/contact');
  const res = await page.goto(app.url + '/definitely/not/here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByText(/does not exist or is temporarily unavailable/)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('security headers are on every page and the session cookie is httpOnly and SameSite=Lax', async ({
  request,
  app,
}) => {
  const res = await request.get(app.url + '/');
  const h = res.headers();
  expect(h['content-security-policy']).toMatch(/default-src 'self'/);
  expect(h['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-powered-by']).toBeUndefined();

  const user = await createUser(app);
  const login = await request.post(app.url + '/login', {
    form: { email: user.email, password: user.password },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const cookie = login.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/oha_session=/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
});

test('navigation and dashboard: with no assistant only Create is enabled; disabled entries do nothing', async ({
  page,
  app,
}) => {
  const user = await createUser(app, { fName: 'Noor' });
  await loginAs(page, app, user);
  await page.goto(app.url + '/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Noor!' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Create a new assistant/ })).toHaveAttribute(
    'href',
    '/create_assistants',
  );
  for (const name of ['Access your assistant', 'Add a new listing', 'Edit listing(s)']) {
    await expect(main.getByRole('link', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })).toHaveCount(0);
    await main.getByText(name).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  await page.getByRole('button', { name: /Dashboard/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Create Assistants' })).toHaveAttribute('href', '/create_assistants');
  for (const name of ['Access Assistants', 'Add Listings', 'Edit Listings']) {
    const item = menu.getByRole('menuitem', { name });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    // force: a person can still click it; it must do nothing.
    await item.click({ force: true });
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('navigation and dashboard: with an assistant Create is disabled and the rest enabled', async ({ page, app }) => {
  const user = await createUser(app);
  await giveAssistant(app, user.id);
  await loginAs(page, app, user);
  await page.goto(app.url + '/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Create a new assistant/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /Access your assistant/ })).toHaveAttribute('href', '/assistantList');
  await expect(main.getByRole('link', { name: /Add a new listing/ })).toHaveAttribute('href', '/addlisting');
  await expect(main.getByRole('link', { name: /Edit listing\(s\)/ })).toHaveAttribute('href', '/listinglist');

  await page.getByRole('button', { name: /Dashboard/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Create Assistants' })).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Access Assistants', exact: true })).toHaveAttribute(
    'href',
    /\/assistantlist$/i,
  );
  await expect(menu.getByRole('menuitem', { name: 'Add Listings', exact: true })).toHaveAttribute(
    'href',
    '/addlisting',
  );
  await expect(menu.getByRole('menuitem', { name: 'Edit Listings', exact: true })).toHaveAttribute(
    'href',
    '/listinglist',
  );
});

test('logged out, the navigation offers Start for Free and Login, not the dashboard', async ({ page, app }) => {
  await page.goto(app.url + '/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'About', 'Contact', 'Start for Free', 'Login'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: /Dashboard/ })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Usage' })).toHaveCount(0);
});

test('Home is marked as the current page on / as on /home', async ({ page, app }) => {
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true });
  await page.goto(app.url + '/');
  await expect(home).toHaveAttribute('aria-current', 'page');
  await page.goto(app.url + '/home');
  await expect(home).toHaveAttribute('aria-current', 'page');
  await page.goto(app.url + '/about');
  await expect(home).not.toHaveAttribute('aria-current', 'page');
});

test('on a phone the menu folds on a tap outside, on Escape and after navigating', async ({ page, app }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(app.url + '/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  await page.mouse.click(195, 800); // below the open menu, on the page itself
  await expect(nav).toBeHidden();
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await toggle.click();
  await nav.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(nav).toBeHidden();
});

test.describe('contact rate limit', () => {
  test('the eleventh message within the hour from one address answers 429 with a message', async ({ request, app }) => {
    const before = (await readOutbox(app)).length;
    const form = { inquiryType: 'Other', name: 'Flood', email: 'flood@example.com', message: 'hello' };
    const statuses: number[] = [];
    let body = '';
    for (let i = 0; i < 11; i++) {
      const res = await request.post(app.url + '/contact', { form });
      statuses.push(res.status());
      body = await res.text();
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.at(-1)).toBe(429);
    expect(body).toContain('Too many messages from your network. Please wait a few minutes and try again.');
    expect((await readOutbox(app)).length - before).toBeLessThanOrEqual(10);
  });
});
