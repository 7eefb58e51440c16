// The visitor chat end to end, against assistants seeded in the database with one and with three
// listings. Answers come from the offline engine; these tests assert the flow, not the wording.
// Each test seeds its own agent and assistant, so the tests run in any order and in parallel.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import vCard from 'vcf';
import { expect, loginAs, readOutbox, test, uniqueTag, waitForMail, type App, type TestUser } from './fixtures';
import { seedAssistant, seedChat } from './seed';

test.use({ ownClientIp: true, agentProfile: { fName: 'Alex', lName: 'Morgan' } });

const XSS_NAME = '9 Elm St <img src=x onerror="window.__xss=1">';
const ONE: Array<[string, string]> = [['12 Main St, Vancouver', 'Active Listing']];
const THREE: Array<[string, string]> = [
  ['12 Main St, Vancouver', 'Active Listing'],
  ['48 Oak Ave, Burnaby', 'Coming Soon'],
  ['7 Pine Rd, Surrey', 'Pending Sale'],
];

/** Alex's assistant with these listings (a path name and public address of its own). */
function seedAlex(app: App, agent: TestUser, listings: Array<[string, string]>) {
  return seedAssistant(app, agent, {
    listings,
    ohaName: "Alex's Assistant",
    companyName: 'Morgan Realty',
    realtorWebsite: 'morgan.example.com',
  });
}

// Answers wait on the engine, on a machine that may be busy: a generous wait, not a speed check.
const answered = expect.configure({ timeout: 45_000 });
const input = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const likes = (page: Page) => page.getByRole('button', { name: 'Helpful', exact: true });

async function openChat(page: Page, app: App, pathname: string, language = 'English') {
  await page.goto(`${app.url}/assistants/${pathname}`);
  await expect(page.getByText('Please select your language:')).toBeVisible();
  await expect(page.getByRole('combobox')).toBeFocused(); // keyboard users start on the choice
  await page.getByRole('combobox').selectOption({ label: language });
  await page.getByRole('button', { name: /Submit|Valider/ }).click();
  await expect(page.getByText('Please select your language:')).toHaveCount(0);
}

/** Sends with Enter and waits for the answer's actions (or the apology) to appear. */
async function ask(page: Page, text: string) {
  const before = await likes(page).count();
  await input(page).fill(text);
  await input(page).press('Enter');
  await answered(page.getByRole('status', { name: 'The assistant is typing' })).toHaveCount(0);
  await answered(likes(page)).toHaveCount(before + 1);
}

test('an unknown link shows the failure texts and the fallback screen', async ({ page, app }) => {
  await page.goto(`${app.url}/assistants/nobody_here`);
  await expect(page.getByRole('alert')).toHaveText(
    'Oops! Something went wrong. Please check your link and try again. Thank you.',
  );
  await expect(page.getByRole('heading', { name: 'Open House Assistant' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(`${app.url}/`);
});

test('one listing: language choice, welcome naming the listing, intro answer, reload keeps it, language menu, new chat', async ({
  page,
  app,
  agent,
}) => {
  const one = await seedAlex(app, agent, ONE);
  await openChat(page, app, one.pathname, 'Français');
  // The welcome names the listing and its status, both in French; no listing list, input open.
  await expect(page.getByText(/Cette conversation porte sur 12 Main St, Vancouver \(En vente\)/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Veuillez choisir une propriété :' })).toHaveCount(0);
  const box = page.getByRole('textbox', { name: 'Votre message' });
  await expect(box).toBeEnabled();
  await expect(box).toHaveAttribute('placeholder', 'Posez votre question dans votre langue…');
  await expect(
    page.getByText("L'assistant peut se tromper. Contactez l'agent pour toute information importante."),
  ).toBeVisible();
  // Three starter questions in the visitor's language.
  await expect(page.getByRole('button', { name: 'Quel est le prix demandé ?' })).toBeVisible();

  await page.getByRole('button', { name: 'Présentez-moi cette propriété' }).click();
  await answered(page.getByRole('button', { name: 'Utile', exact: true })).toHaveCount(1);
  const firstAnswer = page.locator('.oha-assistant .oha-bubble').nth(1);
  await expect(firstAnswer).toContainText('12 Main St');

  // Shift+Enter adds a line; Enter sends.
  await box.fill('Bonjour');
  await box.press('Shift+Enter');
  await box.pressSequentially('ligne deux');
  await expect(box).toHaveValue('Bonjour\nligne deux');
  await box.press('Enter');
  await answered(page.getByRole('button', { name: 'Utile', exact: true })).toHaveCount(2);
  await expect(page.locator('.oha-user').last()).toHaveText('Bonjour\nligne deux');

  // Every exchange is in the response log, in the visitor's language.
  const logs = await app.db.selectFrom('responseLogs').selectAll().where('ohaId', '=', one.id).orderBy('id').execute();
  expect(logs.length).toBeGreaterThanOrEqual(2);
  expect(logs.at(-1)).toMatchObject({ cusResStatus: 'complete', source: 'UI', promptType: 'chat' });
  const session = await app.db
    .selectFrom('chatSessions')
    .selectAll()
    .where('id', '=', logs.at(-1)!.sessionId)
    .executeTakeFirstOrThrow();
  expect(session.id).toMatch(/^sess_\d{12}[a-z0-9]{15}$/);
  expect(session.language).toBe('fr');

  // A reload keeps the conversation and the language.
  await page.reload();
  await answered(page.getByRole('button', { name: 'Utile', exact: true })).toHaveCount(2);
  await expect(page.getByText('Please select your language:')).toHaveCount(0);

  // "Change language" opens on the language in use, so submitting it unchanged changes nothing.
  await page.getByRole('button', { name: 'Changer de langue' }).click();
  await expect(page.getByRole('combobox')).toHaveValue('fr');
  await page.getByRole('button', { name: /Submit|Valider/ }).click();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  // Once a language is chosen, the overlay can be left with Escape or its close button.
  await page.getByRole('button', { name: 'Changer de langue' }).click();
  // Escape goes to the overlay once it has the focus (it starts on the choice).
  await expect(page.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Changer de langue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(
    page.getByText("L'assistant peut se tromper. Contactez l'agent pour toute information importante."),
  ).toBeVisible();

  // Language menu: the labels switch; the menu has no "All listings" with one listing.
  await page.getByRole('button', { name: 'Langue', exact: true }).click();
  await page.getByRole('menuitemradio', { name: '日本語' }).click();
  await expect(
    page.getByText('アシスタントは間違えることがあります。重要な情報は担当者にご確認ください。'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'メニュー' }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(3);
  // Clicking outside closes the menu.
  await page.locator('.oha-messages').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('menu')).toHaveCount(0);

  // New chat starts over with the welcome only.
  await page.getByRole('button', { name: 'メニュー' }).click();
  await page.getByRole('menuitem', { name: '新しいチャット' }).click();
  await expect(page.getByRole('button', { name: '役に立った', exact: true })).toHaveCount(0);
  await expect(page.getByText(/このチャットは 12 Main St, Vancouver/)).toBeVisible();
});

test('three listings: the choice unlocks the input; answer, reactions, copy and filters', async ({
  page,
  context,
  app,
  agent,
}) => {
  const three = await seedAlex(app, agent, THREE);
  const feedbackTags = async () =>
    (await app.db.selectFrom('feedback').select('tag').where('assistantId', '=', three.id).orderBy('id').execute()).map(
      (f) => f.tag,
    );
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await openChat(page, app, three.pathname);
  const choices = page.getByRole('group', { name: 'Please select a listing:' });
  await expect(choices.getByRole('button')).toHaveCount(3);
  await expect(input(page)).toBeDisabled();
  await expect(input(page)).toHaveAttribute('placeholder', 'Type a property address…');
  await expect(choices.getByRole('button', { name: /48 Oak Ave, Burnaby\s*Coming Soon/ })).toHaveAttribute(
    'data-status',
    'clock',
  );
  await expect(choices.getByRole('button', { name: /12 Main St/ })).toHaveAttribute('data-status', 'sign');
  await expect(choices.getByRole('button', { name: /7 Pine Rd/ })).toHaveAttribute('data-status', 'hourglass');

  await choices.getByRole('button', { name: /48 Oak Ave/ }).click();
  await answered(likes(page)).toHaveCount(1);
  await expect(input(page)).toBeEnabled();
  // Starter questions appear once a listing is chosen, until the visitor asks their own.
  await expect(page.getByRole('button', { name: 'What is the asking price?' })).toBeVisible();
  await ask(page, 'What is the price?');
  await expect(page.getByRole('button', { name: 'What is the asking price?' })).toHaveCount(0);

  // Like disables both buttons of that answer and records "validated".
  const actions = page.locator('.oha-actions').last();
  await actions.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(actions.getByRole('button', { name: 'Helpful', exact: true })).toBeDisabled();
  await expect(actions.getByRole('button', { name: 'Not helpful' })).toBeDisabled();
  await expect.poll(feedbackTags).toEqual(['validated']);
  const firstActions = page.locator('.oha-actions').first();
  await firstActions.getByRole('button', { name: 'Not helpful' }).click();
  await expect(firstActions.getByRole('button', { name: 'Helpful', exact: true })).toBeDisabled();
  await expect.poll(feedbackTags).toEqual(['validated', 'need-correction']);

  // Copy: the check icon (label "Copied") and the answer text on the clipboard.
  await actions.getByRole('button', { name: 'Copy' }).click();
  await expect(actions.getByRole('button', { name: 'Copied' })).toBeVisible();
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip.length).toBeGreaterThan(0);
  expect(clip).not.toContain('##CONTACT');
  await expect(actions.getByRole('button', { name: 'Copy' })).toBeVisible(); // back after ~1.3 s

  // Filters: same selection = "No change"; a new one = Saved, and a developer note at the next turn.
  await actions.getByRole('button', { name: 'Choose properties' }).click();
  const dialog = page.getByRole('dialog', { name: 'Which properties are you interested in?' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  await expect(dialog.getByRole('checkbox', { name: /48 Oak Ave/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('No change')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /12 Main St/ }).check();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Unselect all' }).click();
  await expect(dialog.getByRole('checkbox', { name: /12 Main St/ })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /12 Main St/ }).check();
  await dialog.getByRole('checkbox', { name: /48 Oak Ave/ }).check();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('No change')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await ask(page, 'Is there a garage?');
  const notes = await app.db
    .selectFrom('chatMessages')
    .innerJoin('chatSessions', 'chatSessions.id', 'chatMessages.sessionId')
    .select('chatMessages.content')
    .where('chatSessions.assistantId', '=', three.id)
    .where('chatMessages.role', '=', 'developer')
    .orderBy('chatMessages.id')
    .execute();
  expect(notes).toHaveLength(2);
  expect(notes[1].content).toContain('12 Main St, Vancouver; 48 Oak Ave, Burnaby');
  // Developer notes never show to the visitor.
  await expect(page.getByText('The visitor changed the listing filter')).toHaveCount(0);

  // "All listings" brings the choices back.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'All listings' }).click();
  await expect(page.getByRole('group', { name: 'Please select a listing:' })).toHaveCount(2);
});

test('contact card with copy buttons and a vCard that a parser reads back', async ({ page, context, app, agent }) => {
  const three = await seedAlex(app, agent, THREE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await openChat(page, app, three.pathname);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Contact Alex Morgan' }).click();
  const card = page.getByRole('dialog', { name: 'Contact information' });
  await expect(card.getByRole('link', { name: three.publicEmail })).toBeVisible();
  await expect(card.getByText('604-555-0100')).toBeVisible();
  await expect(card.getByText('Morgan Realty')).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://morgan.example.com' })).toHaveAttribute(
    'href',
    'https://morgan.example.com',
  );
  await card.getByRole('button', { name: 'Copy Email' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(three.publicEmail);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Save Contact' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Alex-Morgan.vcf');
  const parsed = new vCard().parse(fs.readFileSync(await download.path()));
  const get = (k: string) => {
    const p = parsed.get(k);
    return String((Array.isArray(p) ? p[0] : p).valueOf());
  };
  expect(parsed.version).toBe('4.0');
  expect(get('fn')).toBe('Alex Morgan');
  expect(get('email')).toBe(three.publicEmail);
  expect(get('tel')).toBe('tel:6045550100');
  expect(get('org')).toBe('Morgan Realty');
  expect(get('url')).toBe('https://morgan.example.com');
  expect(get('note')).toContain("Alex's Assistant");
});

test('leave a message: a lead row and an email to the agent only', async ({ page, app, agent }) => {
  const three = await seedAlex(app, agent, THREE);
  await openChat(page, app, three.pathname);
  await page
    .getByRole('group', { name: 'Please select a listing:' })
    .getByRole('button', { name: /7 Pine Rd/ })
    .click();
  await answered(likes(page)).toHaveCount(1);
  await page.locator('.oha-actions').last().getByRole('button', { name: 'Contact the agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave a message' });
  await expect(
    dialog.getByText('By sending, you agree that Alex Morgan may contact you about this property.'),
  ).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Listing' })).toHaveValue('7 Pine Rd, Surrey');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in the required fields.');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Pat Visitor');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('Can I see it on Saturday?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('pat@example.net');
  await dialog.getByRole('textbox', { name: 'Phone (optional)' }).fill('778-555-0199');
  await dialog.getByRole('checkbox', { name: 'Attach the chat history' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you!')).toBeVisible();
  await expect(
    dialog.getByText(/Your message has been sent to\s*Alex Morgan\s*who will contact you soon\./),
  ).toBeVisible();

  const lead = await app.db
    .selectFrom('leads')
    .selectAll()
    .where('prospectEmail', '=', 'pat@example.net')
    .where('assistantId', '=', three.id)
    .executeTakeFirstOrThrow();
  expect(lead).toMatchObject({
    listingName: '7 Pine Rd, Surrey',
    prospectName: 'Pat Visitor',
    prospectPhone: '778-555-0199',
    attachTranscript: 1,
    source: 'modal',
  });
  expect(lead.sessionId).toMatch(/^sess_/);
  const mail = await waitForMail(
    app,
    (m) => m.to === three.publicEmail && m.subject === 'New Contact Request for 7 Pine Rd, Surrey',
  );
  expect(mail.html).toContain('Can I see it on Saturday?');
  expect(mail.html).toContain('Chat history');

  // "Submit another form" clears the fields; "Not specific" gives the plain subject.
  await dialog.getByRole('button', { name: 'Submit another form' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await dialog.getByRole('combobox', { name: 'Listing' }).selectOption({ label: 'Not specific' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sam Second');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('sam@example.net');
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('Any other homes nearby?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you!')).toBeVisible();
  const plain = await waitForMail(app, (m) => m.subject === 'New Contact Request' && m.text.includes('Sam Second'));
  expect(plain.to).toBe(three.publicEmail);
});

test('the inline ##CONTACT form sends a lead and shows the follow-up', async ({ page, app, agent }) => {
  const one = await seedAlex(app, agent, ONE);
  await openChat(page, app, one.pathname);
  // The engine hands over (with the form) when the documents cannot answer.
  const form = page.getByRole('form', { name: 'Contact form' });
  for (const q of ['Is there a wine cellar?', 'Is the roof new?', 'Are pets allowed?', 'Can I see it tomorrow?']) {
    if ((await form.count()) > 0) break;
    await ask(page, q);
  }
  const inline = form.last();
  await expect(inline).toBeVisible();
  await expect(
    inline.getByText('By sending, you agree that Alex Morgan may contact you about this property.'),
  ).toBeVisible();
  await inline.getByRole('textbox', { name: 'Name' }).fill('Ina Line');
  await inline.getByRole('textbox', { name: 'Email' }).fill('ina@example.org');
  await inline.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me about the roof.');
  await inline.getByRole('button', { name: 'Send' }).click();
  const done = page.locator('.oha-inline-form .oha-form-done').last();
  await expect(done.getByText('Thank you!')).toBeVisible();
  await expect(done.getByText('Is there anything else I can help you with?')).toBeVisible();
  await expect(done.getByRole('button', { name: 'Submit another form' })).toBeVisible();
  const lead = await app.db
    .selectFrom('leads')
    .selectAll()
    .where('prospectEmail', '=', 'ina@example.org')
    .where('assistantId', '=', one.id)
    .executeTakeFirstOrThrow();
  expect(lead).toMatchObject({ source: 'inline', prospectName: 'Ina Line' });
  const mail = await waitForMail(app, (m) => m.to === one.publicEmail && m.text.includes('Ina Line'));
  expect(mail.subject).toMatch(/^New Contact Request( for 12 Main St, Vancouver)?$/);
  // The submitted state survives a reload.
  await page.reload();
  await expect(page.locator('.oha-inline-form .oha-form-done').last().getByText('Thank you!')).toBeVisible();
});

test('the chat history goes only to the address the visitor typed', async ({ page, request, app, agent }) => {
  const one = await seedAlex(app, agent, ONE);
  const tag = uniqueTag();
  const visitorEmail = `visitor-${tag}@example.org`;
  const secondEmail = `visitor2-${tag}@example.org`;
  await openChat(page, app, one.pathname);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Email chat history' }).click();
  let dialog = page.getByRole('dialog', { name: 'Email chat history' });
  await dialog.getByRole('textbox', { name: 'Please enter your email:' }).fill(visitorEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('There is no chat history to send yet. Ask a question first.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await ask(page, 'When was it built?');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Email chat history' }).click();
  dialog = page.getByRole('dialog', { name: 'Email chat history' });
  await dialog.getByRole('textbox', { name: 'Please enter your email:' }).fill(visitorEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    dialog.getByText('Email sent successfully! Please check your inbox for the chat history.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Send a new one' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Please enter your email:' })).toHaveValue('');

  const mail = await waitForMail(
    app,
    (m) => m.to === visitorEmail && m.subject === 'Your Chat History from Open House Assistant',
  );
  expect(mail.html).toContain('When was it built?');

  // The API takes no recipient or body from the client: extra fields are ignored.
  const sessionId = (
    await app.db.selectFrom('chatSessions').select('id').where('assistantId', '=', one.id).executeTakeFirstOrThrow()
  ).id;
  const res = await request.post(`${app.url}/api/transcript`, {
    data: {
      pathname: one.pathname,
      sessionId,
      email: secondEmail,
      toEmail: 'victim@example.com',
      value: '<b>spam</b>',
      to: 'victim@example.com',
    },
  });
  expect(res.status()).toBe(200);
  await waitForMail(app, (m) => m.to === secondEmail);
  const all = await readOutbox(app);
  expect(all.filter((m) => m.to.includes('victim'))).toEqual([]);
  expect(
    all.filter((m) => m.subject.startsWith('Your Chat History')).every((m) => !m.html.includes('<b>spam</b>')),
  ).toBe(true);
});

test("a French visitor's chat history arrives in French", async ({ page, app, agent }) => {
  const one = await seedAlex(app, agent, ONE);
  const address = `visiteur-${uniqueTag()}@example.org`;
  await openChat(page, app, one.pathname, 'Français');
  await page.getByRole('button', { name: 'Présentez-moi cette propriété' }).click();
  await answered(page.getByRole('button', { name: 'Utile', exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: "Recevoir l'historique par courriel" }).click();
  const dialog = page.getByRole('dialog', { name: "Recevoir l'historique par courriel" });
  await dialog.getByRole('textbox', { name: 'Veuillez saisir votre courriel :' }).fill(address);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText(/^Courriel envoyé/)).toBeVisible();

  const mail = await waitForMail(app, (m) => m.to === address);
  expect(mail.subject).toBe('Votre historique de conversation avec Open House Assistant');
  expect(mail.text).toContain("Voici votre conversation avec Alex's Assistant (");
  expect(mail.text).toContain('Vous: Présentez-moi cette propriété');
  expect(mail.html).toContain(`Des questions ? Contactez Alex Morgan : ${one.publicEmail}`);
  expect(mail.html).toContain(`soit envoyée à ${address}`);
});

test('XSS payloads in a listing name and a question show as text', async ({ page, app, agent }) => {
  const xss = await seedAlex(app, agent, [[XSS_NAME, 'SOLD']]);
  await openChat(page, app, xss.pathname);
  await expect(page.getByText(XSS_NAME, { exact: false }).first()).toBeVisible();
  await ask(page, '<script>window.__xss=2</script><img src=x onerror="window.__xss=3"> [x](javascript:window.__xss=4)');
  await expect(page.locator('.oha-user').last()).toContainText('<script>window.__xss=2</script>');
  await page.getByRole('button', { name: 'Tell me about this property' }).click();
  await answered(likes(page)).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('.oha-chat img, .oha-chat script, .oha-md a[href^="javascript"]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the whole chat fits and works at 390×844', async ({ page, app, agent }) => {
    const three = await seedAlex(app, agent, THREE);
    await openChat(page, app, three.pathname);
    await page
      .getByRole('group', { name: 'Please select a listing:' })
      .getByRole('button', { name: /12 Main St/ })
      .click();
    await answered(likes(page)).toHaveCount(1);
    await ask(page, 'How big is the lot?');
    const fontSize = await input(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    const boxRect = await input(page).boundingBox();
    expect(boxRect!.y + boxRect!.height).toBeLessThanOrEqual(844);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Contact Alex Morgan' }).click();
    await expect(page.getByRole('link', { name: 'Save Contact' })).toBeInViewport();
  });
});

test('the agent sees the leads, exports them and opens the conversation', async ({
  loggedInPage: page,
  app,
  agent,
}) => {
  const three = await seedAlex(app, agent, THREE);
  const { sessionId } = await seedChat(app, three.id, [
    ['Tell me about 7 Pine Rd, Surrey', '7 Pine Rd, Surrey is a pending sale.'],
  ]);
  const lead = {
    assistantId: three.id,
    realtorUserId: agent.id,
    prospectPhone: null,
    attachTranscript: 0,
    source: 'modal',
  } as const;
  await app.db
    .insertInto('leads')
    .values([
      {
        ...lead,
        sessionId,
        listingName: '7 Pine Rd, Surrey',
        prospectName: 'Pat Visitor',
        prospectEmail: 'pat@example.net',
        prospectRemarks: 'Can I see it on Saturday?',
      },
      {
        ...lead,
        sessionId: null,
        listingName: null,
        prospectName: 'Sam Second',
        prospectEmail: 'sam@example.net',
        prospectRemarks: 'Any other homes nearby?',
      },
    ])
    .execute();
  await page.goto(`${app.url}/dashboard`);
  await page.getByRole('link', { name: /Leads/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  const row = page.getByRole('row', { name: /Pat Visitor/ });
  await expect(row).toContainText('7 Pine Rd, Surrey');
  await expect(row).toContainText('pat@example.net');
  await expect(page.getByRole('row', { name: /Sam Second/ })).toContainText('Not specific');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Pat Visitor');
  expect(csv.split('\r\n')[0]).toContain('Listing');

  await row.getByRole('link', { name: 'View chat' }).click();
  await expect(page.getByRole('heading', { name: 'Conversation' })).toBeVisible();
  await expect(page.getByText('7 Pine Rd, Surrey').first()).toBeVisible();
  await page.getByRole('link', { name: '← All conversations' }).click();
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^sess_/ }).first()).toBeVisible();
});

test('masked visitor input is what the agent sees', async ({ page, app, agent }) => {
  const one = await seedAlex(app, agent, ONE);
  await openChat(page, app, one.pathname);
  await ask(page, 'My card is 4111 1111 1111 1111 and my email is me@private.example');
  await loginAs(page, app, agent);
  await page.goto(`${app.url}/conversations`);
  await page
    .getByRole('link', { name: /^sess_/ })
    .first()
    .click();
  await expect(page.getByText(/My card is \*{4} \*{4} \*{4} \*{4}/)).toBeVisible();
  await expect(page.getByText('4111 1111 1111 1111')).toHaveCount(0);
  await expect(page.getByText('me@private.example')).toHaveCount(0);
});

test('rate limits answer with a clear message', async ({ request, app, agent }) => {
  const one = await seedAlex(app, agent, ONE);
  const { sessionId } = await seedChat(app, one.id, [['Is there a garage?', 'Yes, a double garage.']]);
  let last = 0;
  let body: { error?: string } = {};
  for (let i = 0; i < 6; i++) {
    const res = await request.post(`${app.url}/api/leads`, {
      data: {
        pathname: one.pathname,
        sessionId,
        listingName: null,
        name: 'Flood',
        email: `f${i}@example.com`,
        phone: '',
        remarks: 'x',
        attachTranscript: false,
        source: 'modal',
      },
    });
    last = res.status();
    body = await res.json();
  }
  expect(last).toBe(429);
  expect(body.error).toBe('Too many requests. Please wait a minute and try again.');
});
