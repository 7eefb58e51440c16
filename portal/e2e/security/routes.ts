// The authorization matrix: every route file of portal/app/routes, each method it answers and
// each form intent it knows, with what the owner (agent A), another agent (B), the operator and
// a visitor without a session must get. authorization.spec.ts fails when a route file or an
// intent has no entry here, so a new route cannot ship unexamined.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIResponse } from '@playwright/test';
import type { App } from '../fixtures';
import { nobodyOf, type Agent } from './world';

export const ROUTES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/routes');

export type Actor = 'anon' | 'owner' | 'other' | 'operator';

/**
 * What an actor gets: a status, 'login' (302 to /login remembering the page), 'unauthorized'
 * (302 to /unauthorized), or 'redirect:<path>'.
 */
export type Outcome = number | 'login' | 'unauthorized' | `redirect:${string}`;

export interface World {
  app: App;
  /** The owner of everything the probes target. */
  a: Agent;
  /** Another agent with data of their own. */
  b: Agent;
  operator: Agent;
}

export interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  form?: Record<string, string | string[]>;
  json?: unknown;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  expect: Partial<Record<Actor, Outcome>>;
  /** Text the actor must not see in the answer (another agent's data). */
  hidden?: (w: World) => string[];
  /** The page lists the actor's own data: their marker must show (so `hidden` can fail). */
  listsOwn?: boolean;
  /** Further checks on an allowed answer (for public routes given another assistant's ids). */
  verify?: (res: APIResponse, w: World) => Promise<void>;
}

type Entry = (w: World) => Probe[];

const AGENT_PAGE = { anon: 'login', other: 200, owner: 200 } as const;
const OWNED_PAGE = { anon: 'login', other: 'unauthorized', owner: 200 } as const;
const OWNED_MUTATION = { anon: 'login', other: 403 } as const;
const OPERATOR_PAGE = { anon: 'login', other: 'unauthorized', operator: 200 } as const;
const PUBLIC = { anon: 200, other: 200 } as const;
const secretsOf = (w: World) => [w.a.marker];
const contactForm = {
  fName: 'Evil',
  lName: 'Edit',
  email: 'evil@example.com',
  phone: '604-555-0199',
  companyName: '',
  website: '',
};

const openHouseForm = {
  date: '2026-12-06',
  startTime: '13:00',
  endTime: '15:00',
  signinMode: 'required',
  contactField: 'email',
};

export const MATRIX: Record<string, Entry> = {
  '$.tsx': () => [{ name: 'unknown page', method: 'GET', path: '/no-such-page', expect: { anon: 404, other: 404 } }],
  '_index.tsx': () => [{ name: 'start page', method: 'GET', path: '/', expect: PUBLIC }],
  'about.tsx': () => [{ name: 'about', method: 'GET', path: '/about', expect: PUBLIC }],
  'home.tsx': () => [{ name: 'home', method: 'GET', path: '/home', expect: PUBLIC }],
  'policies.privacy-policy-and-terms-of-use.tsx': () => [
    { name: 'policy', method: 'GET', path: '/policies/privacy-policy-and-terms-of-use', expect: PUBLIC },
  ],
  'unauthorized.tsx': () => [{ name: 'unauthorized', method: 'GET', path: '/unauthorized', expect: PUBLIC }],
  'contact.tsx': () => [
    { name: 'contact page', method: 'GET', path: '/contact', expect: PUBLIC },
    { name: 'contact form, incomplete', method: 'POST', path: '/contact', form: { name: 'x' }, expect: { anon: 400 } },
  ],
  // Failed logins and reset requests count per address: an address of this world's own.
  'login.tsx': (w) => [
    { name: 'login page', method: 'GET', path: '/login', expect: { anon: 200, other: 'redirect:/dashboard' } },
    {
      name: 'login, wrong password',
      method: 'POST',
      path: '/login',
      form: { email: nobodyOf(w.a), password: 'Wrong-passw0rd!' },
      expect: { anon: 401 },
    },
  ],
  'register.tsx': () => [
    { name: 'sign-up page', method: 'GET', path: '/register', expect: PUBLIC },
    { name: 'sign-up, invalid', method: 'POST', path: '/register', form: { email: 'x' }, expect: { anon: 400 } },
  ],
  'pwd.forgot.tsx': (w) => [
    { name: 'forgot page', method: 'GET', path: '/pwd/forgot', expect: PUBLIC },
    {
      name: 'forgot, unknown address',
      method: 'POST',
      path: '/pwd/forgot',
      form: { email: nobodyOf(w.a) },
      expect: { anon: 200 },
    },
  ],
  'pwd.reset.$token.tsx': () => [
    { name: 'reset page, bad token', method: 'GET', path: '/pwd/reset/not-a-token', expect: PUBLIC },
    {
      name: 'reset, bad token',
      method: 'POST',
      path: '/pwd/reset/not-a-token',
      form: { password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' },
      expect: { anon: 400 },
    },
  ],
  'logout.tsx': () => [
    { name: 'logout by GET changes nothing', method: 'GET', path: '/logout', expect: { anon: 'redirect:/home' } },
    { name: 'logout without a session', method: 'POST', path: '/logout', expect: { anon: 'redirect:/home' } },
  ],

  'dashboard.tsx': () => [
    { name: 'dashboard', method: 'GET', path: '/dashboard', expect: AGENT_PAGE, hidden: secretsOf },
  ],
  'leads.tsx': () => [
    { name: 'leads', listsOwn: true, method: 'GET', path: '/leads', expect: AGENT_PAGE, hidden: secretsOf },
  ],
  'leads[.]csv.ts': () => [
    { name: 'leads CSV', listsOwn: true, method: 'GET', path: '/leads.csv', expect: AGENT_PAGE, hidden: secretsOf },
  ],
  'conversations.tsx': (w) => [
    {
      name: 'conversations',
      listsOwn: true,
      method: 'GET',
      path: '/conversations',
      expect: AGENT_PAGE,
      hidden: secretsOf,
    },
    {
      name: 'another agent’s conversation',
      method: 'GET',
      path: `/conversations?session=${w.a.sessionId}`,
      expect: { anon: 'login', other: 404, owner: 200 },
      hidden: secretsOf,
    },
  ],
  'create_assistants.tsx': () => [
    { name: 'create wizard', method: 'GET', path: '/create_assistants', expect: AGENT_PAGE, hidden: secretsOf },
    // The wizard only ever creates the caller's own assistant: nothing of another agent to target.
    { name: 'create, no session', method: 'POST', path: '/create_assistants', form: {}, expect: { anon: 'login' } },
  ],
  'addlisting.tsx': (w) => [
    {
      name: 'add listing, another agent’s assistant preselected',
      method: 'GET',
      path: `/addlisting?assistantId=${w.a.assistantId}`,
      expect: AGENT_PAGE,
      hidden: secretsOf,
    },
    {
      name: 'add a listing to another agent’s assistant',
      method: 'POST',
      path: '/addlisting',
      form: {
        assistantId: String(w.a.assistantId),
        listingName: '1 Forged St',
        listingStatus: 'Active Listing',
        insiderInfo: '',
        uploadIds: ['0'.repeat(32)],
      },
      expect: OWNED_MUTATION,
    },
  ],
  'listinglist._index.tsx': (w) => [
    {
      name: 'listing list',
      listsOwn: true,
      method: 'GET',
      path: '/listinglist',
      expect: AGENT_PAGE,
      hidden: secretsOf,
    },
    {
      name: 'delete another agent’s listing from the list',
      method: 'POST',
      path: '/listinglist?index',
      form: { intent: 'deleteListing', listingId: String(w.a.listingId) },
      expect: OWNED_MUTATION,
    },
  ],
  'assistantlist._index.tsx': (w) => [
    {
      name: 'assistant list',
      listsOwn: true,
      method: 'GET',
      path: '/assistantlist',
      expect: AGENT_PAGE,
      hidden: secretsOf,
    },
    {
      name: 'delete another agent’s assistant from the list',
      method: 'POST',
      path: '/assistantlist?index',
      form: { intent: 'deleteAssistant', assistantId: String(w.a.assistantId) },
      expect: OWNED_MUTATION,
    },
  ],
  'assistantlist.$assistantId.tsx': (w): Probe[] => {
    const p = `/assistantlist/${w.a.assistantId}`;
    return [
      { name: 'assistant page', method: 'GET', path: p, expect: OWNED_PAGE },
      {
        name: 'update contact',
        method: 'POST',
        path: p,
        form: { intent: 'updateContact', ...contactForm },
        expect: OWNED_MUTATION,
      },
      {
        name: 'delete a listing',
        method: 'POST',
        path: p,
        form: { intent: 'deleteListing', listingId: String(w.a.listingId) },
        expect: OWNED_MUTATION,
      },
      {
        name: 'delete all listings',
        method: 'POST',
        path: p,
        form: { intent: 'deleteAllListings' },
        expect: OWNED_MUTATION,
      },
      {
        name: 'delete the assistant',
        method: 'POST',
        path: p,
        form: { intent: 'deleteAssistant' },
        expect: OWNED_MUTATION,
      },
      {
        name: 'point the webhook elsewhere',
        method: 'POST',
        path: p,
        form: { intent: 'saveWebhook', webhookUrl: 'https://attacker.example/hook' },
        expect: OWNED_MUTATION,
      },
      {
        name: 'regenerate the signing secret',
        method: 'POST',
        path: p,
        form: { intent: 'regenerateSecret' },
        expect: OWNED_MUTATION,
      },
      { name: 'send a test event', method: 'POST', path: p, form: { intent: 'sendTest' }, expect: OWNED_MUTATION },
      {
        name: 'set the Follow Up Boss key',
        method: 'POST',
        path: p,
        form: { intent: 'saveFubKey', fubKey: 'fka_forged0000000000' },
        expect: OWNED_MUTATION,
      },
      {
        name: 'remove the Follow Up Boss key',
        method: 'POST',
        path: p,
        form: { intent: 'removeFubKey' },
        expect: OWNED_MUTATION,
      },
      {
        name: 'the owner deletes another agent’s listing through their own assistant',
        method: 'POST',
        path: p,
        form: { intent: 'deleteListing', listingId: String(w.b.listingId) },
        expect: { owner: 403 },
      },
    ];
  },
  'listinglist.$listingId.tsx': (w): Probe[] => {
    const p = `/listinglist/${w.a.listingId}`;
    return [
      { name: 'listing page', method: 'GET', path: p, expect: OWNED_PAGE },
      {
        name: 'update the listing',
        method: 'POST',
        path: p,
        form: { intent: 'update', listingName: 'Forged', listingStatus: 'SOLD', insiderInfo: 'x' },
        expect: OWNED_MUTATION,
      },
      {
        name: 'add files',
        method: 'POST',
        path: p,
        form: { intent: 'addFiles', uploadIds: ['0'.repeat(32)] },
        expect: OWNED_MUTATION,
      },
      {
        name: 'delete a file',
        method: 'POST',
        path: p,
        form: { intent: 'deleteFile', fileId: w.a.fileId },
        expect: OWNED_MUTATION,
      },
      {
        name: 'retry a file',
        method: 'POST',
        path: p,
        form: { intent: 'retryFile', fileId: w.a.fileId },
        expect: OWNED_MUTATION,
      },
      { name: 'delete all files', method: 'POST', path: p, form: { intent: 'deleteAllFiles' }, expect: OWNED_MUTATION },
      {
        name: 'delete the listing',
        method: 'POST',
        path: p,
        form: { intent: 'deleteListing' },
        expect: OWNED_MUTATION,
      },
      {
        name: 'the owner deletes another agent’s file through their own listing',
        method: 'POST',
        path: p,
        form: { intent: 'deleteFile', fileId: w.b.fileId },
        expect: { owner: 403 },
      },
      {
        name: 'the owner retries another agent’s file through their own listing',
        method: 'POST',
        path: p,
        form: { intent: 'retryFile', fileId: w.b.fileId },
        expect: { owner: 403 },
      },
    ];
  },
  'assistantlist.$assistantId_.embed.ts': (w) => [
    {
      name: 'replace another agent’s allowed websites',
      method: 'POST',
      path: `/assistantlist/${w.a.assistantId}/embed`,
      form: { origins: 'https://evil.example' },
      expect: OWNED_MUTATION,
    },
  ],
  'assistantlist.$assistantId_.qr[.]png.ts': (w) => [
    {
      name: 'QR code',
      method: 'GET',
      path: `/assistantlist/${w.a.assistantId}/qr.png`,
      expect: { anon: 'login', other: 403, owner: 200 },
    },
  ],
  'api.uploads.ts': () => [
    { name: 'uploads by GET', method: 'GET', path: '/api/uploads', expect: { anon: 405, other: 405 } },
    // Staged files belong to the uploader only: nothing of another agent to target.
    {
      name: 'upload without a session',
      method: 'POST',
      path: '/api/uploads?name=a.txt',
      multipart: { file: { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') } },
      expect: { anon: 'login' },
    },
    // Remove in the uploader gives a staged file back; only the caller's own staging is touched.
    {
      name: 'release a staged upload without a session',
      method: 'DELETE',
      path: `/api/uploads?id=${'0'.repeat(32)}`,
      expect: { anon: 'login', other: 204 },
    },
  ],
  'questions.tsx': (w): Probe[] => {
    const save = { answer: 'Forged answer', appliesTo: 'all', notify: 'on' };
    return [
      {
        name: 'unanswered questions',
        listsOwn: true,
        method: 'GET',
        path: '/questions',
        expect: AGENT_PAGE,
        hidden: secretsOf,
      },
      {
        name: 'saved answers',
        listsOwn: true,
        method: 'GET',
        path: '/questions?tab=saved',
        expect: AGENT_PAGE,
        hidden: secretsOf,
      },
      { name: 'another agent’s question', method: 'GET', path: `/questions?q=${w.a.questionId}`, expect: OWNED_PAGE },
      {
        name: 'edit another agent’s answer',
        method: 'GET',
        path: `/questions?edit=${w.a.answerId}`,
        expect: OWNED_PAGE,
      },
      {
        name: 'answer another agent’s question',
        method: 'POST',
        path: '/questions',
        form: { intent: 'save', questionId: String(w.a.questionId), ...save },
        expect: OWNED_MUTATION,
      },
      {
        name: 'dismiss another agent’s question',
        method: 'POST',
        path: '/questions',
        form: { intent: 'dismiss', questionId: String(w.a.questionId) },
        expect: OWNED_MUTATION,
      },
      {
        name: 'edit another agent’s answer',
        method: 'POST',
        path: '/questions',
        form: { intent: 'update', answerId: String(w.a.answerId), ...save },
        expect: OWNED_MUTATION,
      },
      {
        name: 'delete another agent’s answer',
        method: 'POST',
        path: '/questions',
        form: { intent: 'delete', answerId: String(w.a.answerId) },
        expect: OWNED_MUTATION,
      },
      {
        name: 'the owner answers for another agent’s listing',
        method: 'POST',
        path: '/questions',
        form: { intent: 'save', questionId: String(w.a.questionId), ...save, appliesTo: String(w.b.listingId) },
        expect: { owner: 403 },
      },
    ];
  },
  'usage_overview.tsx': () => [
    { name: 'usage overview', method: 'GET', path: '/usage_overview', expect: OPERATOR_PAGE },
  ],
  'usage_overview[.]csv.ts': () => [
    { name: 'usage CSV', method: 'GET', path: '/usage_overview.csv', expect: OPERATOR_PAGE },
  ],

  // The visitor chat: public by design, but an id of another assistant's chat gets nothing. The
  // chat page itself (/assistants/:pathname) is served by Express beside /embed, not by a route
  // file; portal/e2e/chat-visitor.spec.ts checks its 404 for an unknown assistant.
  'api.assistants.$pathname.ts': (w) => [
    { name: 'assistant card', method: 'GET', path: `/api/assistants/${w.a.pathname}`, expect: PUBLIC },
    { name: 'assistant card, unknown', method: 'GET', path: '/api/assistants/nobody_0000', expect: { anon: 404 } },
  ],
  'api.vcard.$pathname.ts': (w) => [
    { name: 'vCard', method: 'GET', path: `/api/vcard/${w.a.pathname}`, expect: PUBLIC },
  ],
  'api.labels.$lang.ts': () => [
    { name: 'labels', method: 'GET', path: '/api/labels/fr-CA', expect: PUBLIC },
    { name: 'labels, bad tag', method: 'GET', path: '/api/labels/xx-%3Cscript%3E', expect: { anon: 400 } },
  ],
  'api.chat.ts': (w) => [
    { name: 'chat by GET', method: 'GET', path: '/api/chat', expect: { anon: 405 } },
    {
      name: 'chat in another assistant’s session',
      method: 'POST',
      path: '/api/chat',
      json: { pathname: w.a.pathname, sessionId: w.b.sessionId, message: 'What did I ask before?', language: 'en' },
      expect: { anon: 200 },
      hidden: (x) => [x.b.marker],
      verify: async (res, x) => {
        const body = (await res.json()) as { sessionId: string };
        if (body.sessionId === x.b.sessionId) throw new Error('joined another assistant’s chat session');
      },
    },
  ],
  'api.feedback.ts': (w) => [
    {
      name: 'feedback on another assistant’s answer',
      method: 'POST',
      path: '/api/feedback',
      json: { pathname: w.a.pathname, sessionId: w.b.sessionId, responseId: w.b.responseId, tag: 'need-correction' },
      expect: { anon: 404 },
    },
  ],
  'api.leads.ts': (w) => [
    {
      name: 'lead with another assistant’s session attached',
      method: 'POST',
      path: '/api/leads',
      json: {
        pathname: w.a.pathname,
        sessionId: w.b.sessionId,
        name: 'Forger',
        email: 'forger@example.com',
        remarks: 'attach the other chat',
        attachTranscript: true,
        source: 'modal',
      },
      expect: { anon: 200 },
      verify: async (res, x) => {
        const { leadId } = (await res.json()) as { leadId: number };
        const lead = await x.app.db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
        if (lead.sessionId !== null) throw new Error('a lead took another assistant’s chat session');
      },
    },
  ],
  'api.transcript.ts': (w) => [
    {
      name: 'transcript of another assistant’s session',
      method: 'POST',
      path: '/api/transcript',
      json: { pathname: w.a.pathname, sessionId: w.b.sessionId, email: 'forger@example.com' },
      expect: { anon: 400 },
    },
  ],

  // Open houses (issue 29): the owner's pages and posts; a co-host's view is tested in
  // open-house-agent.spec.ts. The live list's stream never ends, so only refusals are probed here.
  'open-houses._index.tsx': () => [
    { name: 'open houses', method: 'GET', path: '/open-houses', expect: AGENT_PAGE, hidden: secretsOf },
  ],
  'open-houses.new.tsx': (w) => [
    {
      name: 'new open house, another agent’s listing preselected',
      method: 'GET',
      path: `/open-houses/new?listingId=${w.a.listingId}`,
      expect: AGENT_PAGE,
      hidden: secretsOf,
    },
    {
      name: 'an open house for another agent’s listing',
      method: 'POST',
      path: '/open-houses/new',
      form: { ...openHouseForm, listingId: String(w.a.listingId) },
      expect: OWNED_MUTATION,
    },
  ],
  'open-houses.$openHouseId.tsx': (w): Probe[] => {
    const p = `/open-houses/${w.a.openHouseId}`;
    return [
      { name: 'open house page', method: 'GET', path: p, expect: OWNED_PAGE, hidden: secretsOf },
      { name: 'delete the open house', method: 'POST', path: p, form: { intent: 'delete' }, expect: OWNED_MUTATION },
      {
        name: 'delete a visitor',
        method: 'POST',
        path: p,
        form: { intent: 'deleteVisitor', contactId: String(w.a.contactId) },
        expect: OWNED_MUTATION,
      },
      {
        name: 'the owner deletes another agent’s visitor through their own open house',
        method: 'POST',
        path: p,
        form: { intent: 'deleteVisitor', contactId: String(w.b.contactId) },
        expect: { owner: 403 },
      },
    ];
  },
  'open-houses.$openHouseId_.edit.tsx': (w): Probe[] => {
    const p = `/open-houses/${w.a.openHouseId}/edit`;
    return [
      { name: 'edit open house', method: 'GET', path: p, expect: OWNED_PAGE, hidden: secretsOf },
      {
        name: 'change another agent’s open house',
        method: 'POST',
        path: p,
        form: { ...openHouseForm, listingId: String(w.a.listingId) },
        expect: OWNED_MUTATION,
      },
    ];
  },
  'open-houses.$openHouseId_.live.tsx': (w) => [
    {
      name: 'live visitor list',
      method: 'GET',
      path: `/open-houses/${w.a.openHouseId}/live`,
      expect: OWNED_PAGE,
      hidden: secretsOf,
    },
  ],
  'open-houses.$openHouseId_.events.ts': (w) => [
    {
      name: 'live visitor stream',
      method: 'GET',
      path: `/open-houses/${w.a.openHouseId}/events`,
      expect: { anon: 'login', other: 403 },
      hidden: secretsOf,
    },
  ],
  'open-houses.$openHouseId_.kiosk.tsx': (w): Probe[] => {
    const p = `/open-houses/${w.a.openHouseId}/kiosk`;
    return [
      { name: 'kiosk start page', method: 'GET', path: p, expect: OWNED_PAGE, hidden: secretsOf },
      { name: 'start kiosk mode', method: 'POST', path: p, form: { pin: '2468' }, expect: OWNED_MUTATION },
    ];
  },
  'open-houses.$openHouseId_.print-kit[.]pdf.ts': (w) => [
    {
      name: 'print kit',
      method: 'GET',
      path: `/open-houses/${w.a.openHouseId}/print-kit.pdf?lang=en&paper=LETTER`,
      expect: { anon: 'login', other: 403, owner: 200 },
    },
  ],
  'open-houses.$openHouseId_.qr[.]png.ts': (w) => [
    {
      name: 'open house QR code',
      method: 'GET',
      path: `/open-houses/${w.a.openHouseId}/qr.png`,
      expect: { anon: 'login', other: 403, owner: 200 },
    },
  ],
  // After the open house (issue 30): follow-ups, the seller report and its share link, stats, CSVs.
  'open-houses.$openHouseId_.follow-up.tsx': (w): Probe[] => {
    const p = `/open-houses/${w.a.openHouseId}/follow-up`;
    const draft = { contactId: String(w.a.contactId), subject: 'Forged', body: 'Forged' };
    return [
      { name: 'follow-up tab', method: 'GET', path: p, expect: OWNED_PAGE, hidden: secretsOf },
      { name: 'send all approved', method: 'POST', path: p, form: { intent: 'sendAll' }, expect: OWNED_MUTATION },
      {
        name: 'approve a draft',
        method: 'POST',
        path: p,
        form: { intent: 'approve', ...draft },
        expect: OWNED_MUTATION,
      },
      { name: 'send a draft', method: 'POST', path: p, form: { intent: 'send', ...draft }, expect: OWNED_MUTATION },
    ];
  },
  'unsubscribe.$token.tsx': () => [
    { name: 'unsubscribe, unknown token', method: 'GET', path: '/unsubscribe/not-a-token', expect: { anon: 404 } },
    {
      name: 'unsubscribe post, unknown token',
      method: 'POST',
      path: '/unsubscribe/not-a-token',
      expect: { anon: 404 },
    },
  ],
  'seller-reports.$scope.tsx': (w): Probe[] => {
    const p = `/seller-reports/oh-${w.a.openHouseId}`;
    return [
      { name: 'seller report', method: 'GET', path: p, expect: OWNED_PAGE, hidden: secretsOf },
      {
        name: 'seller report of a listing',
        method: 'GET',
        path: `/seller-reports/listing-${w.a.listingId}`,
        expect: OWNED_PAGE,
        hidden: secretsOf,
      },
      { name: 'approve the report', method: 'POST', path: p, form: { intent: 'approve' }, expect: OWNED_MUTATION },
      { name: 'share the report', method: 'POST', path: p, form: { intent: 'share' }, expect: OWNED_MUTATION },
    ];
  },
  'seller-reports.$scope_.report[.]pdf.ts': (w) => [
    {
      name: 'seller report PDF',
      method: 'GET',
      path: `/seller-reports/oh-${w.a.openHouseId}/report.pdf`,
      expect: { anon: 'login', other: 403 },
      hidden: secretsOf,
    },
  ],
  'r.$token.tsx': () => [
    {
      name: 'shared report, unknown token',
      method: 'GET',
      path: `/r/${'0'.repeat(43)}`,
      expect: { anon: 404, other: 404 },
    },
  ],
  'open-houses.stats.tsx': () => [
    { name: 'open-house stats', method: 'GET', path: '/open-houses/stats', expect: AGENT_PAGE, hidden: secretsOf },
  ],
  'open-houses.stats[.]csv.ts': () => [
    {
      name: 'open-house stats CSV',
      method: 'GET',
      path: '/open-houses/stats.csv',
      expect: AGENT_PAGE,
      hidden: secretsOf,
    },
  ],
  'open-houses.$openHouseId_.visitors[.]csv.ts': (w) => [
    {
      name: 'visitors CSV',
      method: 'GET',
      path: `/open-houses/${w.a.openHouseId}/visitors.csv`,
      expect: { anon: 'login', other: 403, owner: 200 },
      hidden: secretsOf,
    },
  ],
  'oh.$code.ts': (w) => [
    {
      name: 'short link',
      method: 'GET',
      path: `/oh/${w.a.openHouseCode}`,
      expect: { anon: `redirect:/assistants/${w.a.pathname}?src=open_house&oh=${w.a.openHouseCode}` },
    },
    { name: 'short link, unknown code', method: 'GET', path: '/oh/zzzzzzzzzz', expect: { anon: 404, other: 404 } },
  ],
  'api.open-house-sign-in.ts': (w) => [
    { name: 'sign-in by GET', method: 'GET', path: '/api/open-house-sign-in', expect: { anon: 405, other: 405 } },
    {
      name: 'sign-in to one assistant’s open house through another assistant',
      method: 'POST',
      path: '/api/open-house-sign-in',
      json: {
        code: w.a.openHouseCode,
        pathname: w.b.pathname,
        language: 'en',
        idempotencyKey: `probe-${w.a.marker}`,
        fields: {
          name: 'Forger',
          email: 'forger@example.com',
          phone: '',
          hasAgent: 'no',
          agentName: '',
          agentBrokerage: '',
          timeline: 'now',
          preApproved: false,
          nearbyOrSelling: false,
          ownAnswer: '',
          emailConsent: false,
          callsConsent: false,
          disclosureAck: false,
        },
      },
      expect: { anon: 404 },
    },
  ],
};

/** The route files of the app (what Remix serves), without tests. */
export function routeFiles(): string[] {
  return fs
    .readdirSync(ROUTES_DIR)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .sort();
}

/** What a route file declares: whether it has an action and a page or loader, and its form intents. */
export function declared(file: string): { action: boolean; get: boolean; intents: string[] } {
  const src = fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8');
  const intents = new Set<string>();
  const union = /type Intent\s*=\s*([^;]+);/.exec(src);
  if (union) for (const m of union[1].matchAll(/'([^']+)'/g)) intents.add(m[1]);
  for (const m of src.matchAll(/get\('intent'\)\s*!==\s*'([^']+)'/g)) intents.add(m[1]);
  return {
    action: /export (async )?function action|export const action/.test(src),
    get: /export (async )?function loader|export const loader|export default/.test(src),
    intents: [...intents].sort(),
  };
}

/** The addresses the probes submit: an account made with one of them would be a change. */
export function probeEmails(probes: Probe[]): string[] {
  const emails = probes.flatMap((p) => [p.form?.email, (p.json as { email?: unknown } | undefined)?.email]);
  return [...new Set(emails.filter((e): e is string => typeof e === 'string'))];
}
