// /open-houses/:id/follow-up: the open house's Follow-up tab (the owner only; a co-host or another
// agent is sent to /unauthorized, posts get 403). One email per visitor who agreed to email
// follow-up, which the agent edits, approves and sends (or sends all approved at once), and the
// visitors who agreed to calls and texts, listed for a call. Rules: follow-ups.server.ts.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import {
  DraftInvalid,
  followUpPage,
  resetDraft,
  saveDraft,
  sendApproved,
  sendFollowUp,
  unapproveDraft,
} from '~/.server/open-houses/follow-ups.server';
import { requireOpenHouse } from '~/.server/open-houses/open-houses.server';
import { failureKind, viewerOf } from '~/.server/open-houses/routes.server';
import { whenText } from '~/.server/open-houses/view.server';
import { isPortalError } from '~/.server/errors.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { CallList } from '~/components/open-houses/CallList';
import { FollowUpDraftCard, type DraftResult } from '~/components/open-houses/FollowUpDraftCard';
import { GonePage } from '~/components/portal/GonePage';
import { followUpTexts as f } from '~/messages/follow-ups';
import { openHouseTexts as m } from '~/messages/open-houses';
import ohCss from '~/styles/open-houses.css?url';
import portalCss from '~/styles/portal.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portalCss },
  { rel: 'stylesheet', href: ohCss },
];
export const meta: MetaFunction = () => [{ title: 'Follow-up · Open House Assistant' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  try {
    const { openHouse } = await requireOpenHouse(db(), viewerOf(user), id, 'owner');
    const listing = await db()
      .selectFrom('listings')
      .select('listingName')
      .where('id', '=', openHouse.listingId)
      .executeTakeFirstOrThrow();
    const page = await followUpPage(db(), viewerOf(user), id);
    return { id, listingName: listing.listingName, when: whenText(openHouse), ...page };
  } catch (e) {
    if (failureKind(e) === 'forbidden') throw redirect('/unauthorized');
    if (failureKind(e) === 'missing') return null;
    throw e;
  }
}

type ActionResult = { scope: 'all'; ok: boolean; message: string } | ({ scope: 'draft' } & DraftResult);

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  const viewer = viewerOf(user);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    await requireOpenHouse(db(), viewer, id, 'owner');
  } catch (e) {
    if (failureKind(e) === 'forbidden') throw forbidden();
    if (failureKind(e) === 'missing')
      return data<ActionResult>({ scope: 'all', ok: false, message: m.gone }, { status: 404 });
    throw e;
  }
  if (intent === 'sendAll') {
    const { sent, refused } = await sendApproved(db(), viewer, id);
    const message =
      !sent && !refused
        ? f.nothingApproved
        : [sent ? f.sentAllNotice(sent) : '', refused ? f.refusedNotice(refused) : ''].filter(Boolean).join(' ');
    return data<ActionResult>({ scope: 'all', ok: refused === 0 && sent > 0, message });
  }
  const contactId = parseId(String(form.get('contactId') ?? ''));
  const values = { subject: String(form.get('subject') ?? ''), body: String(form.get('body') ?? '') };
  const fail = (message: string, errors: DraftResult['errors'] = {}, status = 400) =>
    data<ActionResult>({ scope: 'draft', contactId, ok: false, message, errors, values }, { status });
  const done = (message: string) => data<ActionResult>({ scope: 'draft', contactId, ok: true, message, errors: {} });
  try {
    if (intent === 'save' || intent === 'approve') {
      const status = await saveDraft(db(), viewer, id, contactId, values, intent === 'approve');
      return done(status === 'approved' ? f.approvedNotice : f.saved);
    }
    if (intent === 'send') {
      // What is on the screen is what was approved; a changed text needs a new approval first.
      const name = await sendFollowUp(db(), viewer, id, contactId);
      return done(f.sentNotice(name));
    }
    if (intent === 'unapprove') {
      await unapproveDraft(db(), viewer, id, contactId);
      return done(f.unapprovedNotice);
    }
    if (intent === 'reset') {
      await resetDraft(db(), viewer, id, contactId);
      return done(f.resetNotice);
    }
    return fail(f.errOther);
  } catch (e) {
    if (e instanceof DraftInvalid) return fail(Object.values(e.errors)[0] ?? f.errOther, e.errors);
    if (failureKind(e) === 'forbidden') throw forbidden();
    if (isPortalError(e) && e.code === 'INVALID') return fail(e.message);
    throw e;
  }
}

export default function FollowUpTab() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (!loaded) return <GonePage text={m.gone} backLabel={m.backToList} />;
  const approved = loaded.drafts.filter((d) => d.status === 'approved').length;
  const sent = loaded.drafts.filter((d) => d.status === 'sent').length;
  const busy = navigation.state !== 'idle';
  return (
    <div className="oh-page oh-follow-up">
      <p>
        <Link to={`/open-houses/${loaded.id}`}>{f.back(loaded.listingName)}</Link>
      </p>
      <h1>
        {f.title}: {loaded.listingName}
      </h1>
      <p className="oh-when-text">{loaded.when}</p>
      <p>{f.intro}</p>
      <p className="muted">{f.attached}</p>
      {result?.scope === 'all' ? (
        <p className={result.ok ? 'status success' : 'status error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      <section aria-labelledby="fu-drafts-title">
        <div className="oh-fu-head">
          <h2 id="fu-drafts-title">{f.draftsTitle}</h2>
          {loaded.drafts.length ? (
            <p className="muted" data-testid="fu-counts">
              {f.counts(loaded.drafts.length, approved, sent)}
            </p>
          ) : null}
          {approved ? (
            <Form method="post">
              <input type="hidden" name="intent" value="sendAll" />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {f.sendAll(approved)}
              </button>
            </Form>
          ) : null}
        </div>
        {loaded.withoutConsent ? <p className="muted">{f.withoutConsent(loaded.withoutConsent)}</p> : null}
        {loaded.drafts.length ? (
          <ul className="oh-fu-list">
            {loaded.drafts.map((d) => (
              <li key={d.contactId}>
                <FollowUpDraftCard
                  draft={d}
                  result={result?.scope === 'draft' && result.contactId === d.contactId ? result : null}
                  busy={busy}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>{f.none}</p>
        )}
      </section>
      <CallList calls={loaded.calls} />
    </div>
  );
}
