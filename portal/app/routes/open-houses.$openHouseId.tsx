// /open-houses/:id: an open house's QR code, short link and settings; for the owner also its
// visitors (each deletable, see docs/open-houses.md), Edit and Delete. A co-host sees the link,
// the QR code and the live list; another agent is sent to /unauthorized (posts: 403).
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { deleteContact } from '~/.server/open-houses/contacts.server';
import { missingDocuments } from '~/.server/open-houses/documents-missing.server';
import { deleteOpenHouse, requireOpenHouse } from '~/.server/open-houses/open-houses.server';
import { cjkFonts } from '~/.server/open-houses/print-fonts.server';
import { printableLanguages } from '~/.server/open-houses/print-kit';
import { failureKind, viewerOf } from '~/.server/open-houses/routes.server';
import { openHouseView } from '~/.server/open-houses/view.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { MissingDocumentsCard } from '~/components/open-houses/MissingDocumentsCard';
import { PrintKitForm } from '~/components/open-houses/PrintKitForm';
import { VisitorTable } from '~/components/open-houses/VisitorTable';
import { DeleteButton } from '~/components/portal/ConfirmDialog';
import { CopyLink } from '~/components/portal/CopyLink';
import { GonePage } from '~/components/portal/GonePage';
import { followUpTexts } from '~/messages/follow-ups';
import { kioskTexts } from '~/messages/kiosk';
import { openHouseTexts as m } from '~/messages/open-houses';
import { reportTexts } from '~/messages/seller-report';
import ohCss from '~/styles/open-houses.css?url';
import portalCss from '~/styles/portal.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portalCss },
  { rel: 'stylesheet', href: ohCss },
];
export const meta: MetaFunction = () => [{ title: 'Open house · Open House Assistant' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  try {
    const { openHouse, access } = await requireOpenHouse(db(), viewerOf(user), id);
    const url = new URL(request.url);
    const notice = url.searchParams.get('created') ? m.created : url.searchParams.get('saved') ? m.saved : null;
    const printLanguages = printableLanguages(cjkFonts());
    // The owner's only: what visitors asked of the listing that no document answers.
    const missing = access === 'owner' ? await missingDocuments(db(), user.id, openHouse.listingId) : [];
    return { view: await openHouseView(db(), openHouse, access), notice, printLanguages, missing };
  } catch (e) {
    if (failureKind(e) === 'forbidden') throw redirect('/unauthorized');
    if (failureKind(e) === 'missing') return { view: null, notice: null, printLanguages: [], missing: [] };
    throw e;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  const viewer = viewerOf(user);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    await requireOpenHouse(db(), viewer, id, 'owner');
    if (intent === 'delete') {
      await deleteOpenHouse(db(), viewer, id);
      return redirect('/open-houses?deleted=1');
    }
    if (intent === 'deleteVisitor') {
      const contactId = parseId(String(form.get('contactId') ?? ''));
      // Only a visitor of this open house, whatever the form claims.
      const visited = await db()
        .selectFrom('visits')
        .select('id')
        .where('openHouseId', '=', id)
        .where('contactId', '=', contactId)
        .executeTakeFirst();
      if (!visited) throw forbidden();
      await deleteContact(db(), user.id, contactId);
      return data({ ok: true, message: m.visitorDeleted });
    }
    return data({ ok: false, message: m.errOther }, { status: 400 });
  } catch (e) {
    if (failureKind(e) === 'forbidden') throw forbidden();
    if (failureKind(e) === 'missing') return data({ ok: false, message: m.gone }, { status: 404 });
    throw e;
  }
}

export default function OpenHousePage() {
  const { view, notice, printLanguages, missing } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!view) return <GonePage text={m.gone} backLabel={m.backToList} />;
  const owner = view.access === 'owner';
  return (
    <div className="oh-page">
      <p>
        <Link to="/open-houses">{m.backToList}</Link>
      </p>
      <h1>{view.listingName}</h1>
      <p className="oh-when-text">{view.when}</p>
      {!owner ? (
        <p className="muted">
          {m.cohosting(view.hostName)}. {m.cohostReadOnly}
        </p>
      ) : null}
      {notice || result ? (
        <p
          className={result && !result.ok ? 'status error' : 'status success'}
          role={result && !result.ok ? 'alert' : 'status'}
        >
          {result?.message ?? notice}
        </p>
      ) : null}
      <div className="row oh-actions">
        <Link to={`/open-houses/${view.id}/live`} className="btn btn-primary">
          {m.liveList}
        </Link>
        {owner ? (
          <>
            <Link to={`/open-houses/${view.id}/follow-up`} className="btn">
              {followUpTexts.tab}
            </Link>
            <Link to={`/open-houses/${view.id}/kiosk`} className="btn">
              {kioskTexts.kioskLink}
            </Link>
            <Link to={`/open-houses/${view.id}/edit`} className="btn">
              {m.edit}
            </Link>
            <Link to={`/seller-reports/oh-${view.id}`} className="btn">
              {reportTexts.openReport}
            </Link>
            <Link to={`/seller-reports/listing-${view.listingId}`} className="btn">
              {reportTexts.openListingReport}
            </Link>
            <DeleteButton label={m.delete} confirmText={m.deleteConfirm} fields={{ intent: 'delete' }} />
          </>
        ) : null}
      </div>
      {owner ? (
        <MissingDocumentsCard items={missing} listingId={view.listingId} listingName={view.listingName} />
      ) : null}
      <div className="oh-grid">
        <section className="card oh-qr" aria-labelledby="oh-qr-title">
          <h2 id="oh-qr-title">{m.qrTitle}</h2>
          <p className="muted">{m.qrHint}</p>
          <img
            src={view.qrDataUrl}
            width={200}
            height={200}
            alt={`QR code for ${view.shortLink}`}
            data-qr-link={view.shortLink}
          />
          <h3>{m.shortLink}</h3>
          <CopyLink url={view.shortLink} label={`Copy the short link`} />
          <a className="btn" href={`/open-houses/${view.id}/qr.png`} download>
            {m.downloadQr}
          </a>
        </section>
        <section className="card" aria-labelledby="oh-settings-title">
          <h2 id="oh-settings-title">{m.settings}</h2>
          <dl className="oh-settings">
            <dt>{m.signinMode}</dt>
            <dd>{view.signinMode === 'required' ? m.signinRequired : m.signinOptional}</dd>
            <dt>{m.contactField}</dt>
            <dd>
              {view.contactField === 'email'
                ? m.contactEmail
                : view.contactField === 'phone'
                  ? m.contactPhone
                  : m.contactEither}
            </dd>
            {view.ownQuestion ? (
              <>
                <dt>{m.ownQuestion}</dt>
                <dd>{view.ownQuestion}</dd>
              </>
            ) : null}
            {view.disclosureText ? (
              <>
                <dt>{m.disclosure}</dt>
                <dd className="oh-pre">{view.disclosureText}</dd>
              </>
            ) : null}
            {owner && view.cohosts.length ? (
              <>
                <dt>{m.cohosts}</dt>
                <dd>{view.cohosts.join(', ')}</dd>
              </>
            ) : null}
            {owner && view.notes ? (
              <>
                <dt>{m.notes}</dt>
                <dd className="oh-pre">{view.notes}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>
      <PrintKitForm openHouseId={view.id} languages={printLanguages} />
      {owner ? (
        <section className="card" aria-labelledby="oh-visitors-title">
          <h2 id="oh-visitors-title">{m.visitorsTitle}</h2>
          {view.visitors.length ? <VisitorTable visitors={view.visitors} /> : <p>{m.noVisitors}</p>}
          {view.visitors.length ? (
            <p>
              <a className="btn" href={`/open-houses/${view.id}/visitors.csv`} download>
                {m.visitorsCsv}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
