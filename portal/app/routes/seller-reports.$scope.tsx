// /seller-reports/oh-<id> (one open house) and /seller-reports/listing-<id> (all of a listing's):
// the seller report for the open house's owner, to review, approve, download as a PDF and share
// by link (portal/app/.server/open-houses/seller-report.server.ts). Co-hosts and other agents are
// sent to /unauthorized (posts: 403).
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { config } from '~/.server/config.server';
import { db } from '~/.server/db.server';
import { failureKind, viewerOf } from '~/.server/open-houses/routes.server';
import {
  approvedReport,
  approveReport,
  buildSellerReport,
  chartsSvg,
  createShareLink,
  parseScope,
  revokeShareLink,
  shareLinks,
  SHARE_DAYS,
  type ReportScope,
} from '~/.server/open-houses/seller-report.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { SellerReportView } from '~/components/open-houses/SellerReportView';
import { CopyLink } from '~/components/portal/CopyLink';
import { GonePage } from '~/components/portal/GonePage';
import { reportTexts as t } from '~/messages/seller-report';
import ohCss from '~/styles/open-houses.css?url';
import portalCss from '~/styles/portal.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portalCss },
  { rel: 'stylesheet', href: ohCss },
];
export const meta: MetaFunction = () => [{ title: `${t.title} · Open House Assistant` }];

const sameReport = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function scopeOf(raw: string | undefined): ReportScope {
  const scope = parseScope(raw);
  if (!scope) throw new Response('Not Found', { status: 404 });
  return scope;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const scope = scopeOf(params.scope);
  const viewer = viewerOf(user);
  try {
    const report = await buildSellerReport(db(), viewer, scope);
    const approved = await approvedReport(db(), viewer, scope);
    const shares = await shareLinks(db(), viewer, scope);
    return {
      report,
      svgs: chartsSvg(report),
      scope: params.scope!,
      openHouseId: scope.kind === 'openHouse' ? scope.openHouseId : null,
      approvedAt: approved?.approvedAt ?? null,
      changed: approved ? !sameReport(approved.report, report) : false,
      shares,
      now: new Date().toISOString(),
    };
  } catch (e) {
    if (failureKind(e) === 'forbidden') throw redirect('/unauthorized');
    if (failureKind(e) === 'missing') return null;
    throw e;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const scope = scopeOf(params.scope);
  const viewer = viewerOf(user);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    if (intent === 'approve') {
      await approveReport(db(), viewer, scope);
      return data({ ok: true, message: t.approved, link: null });
    }
    if (intent === 'share') {
      const { token } = await createShareLink(db(), viewer, scope);
      return data({ ok: true, message: t.shareCreated(SHARE_DAYS), link: `${config().publicUrl}/r/${token}` });
    }
    if (intent === 'revoke') {
      await revokeShareLink(db(), viewer, scope, parseId(String(form.get('shareId') ?? '')));
      return data({ ok: true, message: t.revokedDone, link: null });
    }
    return data({ ok: false, message: t.errOther, link: null }, { status: 400 });
  } catch (e) {
    if (failureKind(e) === 'forbidden') throw forbidden();
    if (failureKind(e) === 'missing') return data({ ok: false, message: t.gone, link: null }, { status: 404 });
    if (e instanceof Error && 'status' in e && e.status === 409)
      return data({ ok: false, message: e.message, link: null }, { status: 409 });
    throw e;
  }
}

export default function SellerReportPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!page) return <GonePage text={t.gone} backLabel={t.backToOpenHouses} />;
  const { report, svgs, approvedAt, changed, shares, now } = page;
  return (
    <div className="oh-page">
      <p>
        {page.openHouseId ? (
          <Link to={`/open-houses/${page.openHouseId}`}>{t.back}</Link>
        ) : (
          <Link to="/open-houses">{t.backToOpenHouses}</Link>
        )}
      </p>
      {result ? (
        <p className={result.ok ? 'status success' : 'status error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      {result?.link ? (
        <section className="card" aria-labelledby="share-new">
          <h2 id="share-new">{t.shareTitle}</h2>
          <p className="muted">{t.shareHint}</p>
          <CopyLink url={result.link} label={t.shareLinkLabel} />
        </section>
      ) : null}
      <section className="card" aria-labelledby="report-approval">
        <h2 id="report-approval">{t.title}</h2>
        <p>{approvedAt ? (changed ? t.changedNote : t.approvedOn(approvedAt.slice(0, 10))) : t.draftNote}</p>
        <div className="row oh-actions">
          {!approvedAt || changed ? (
            <Form method="post">
              <button className="btn btn-primary" name="intent" value="approve">
                {approvedAt ? t.approveAgain : t.approve}
              </button>
            </Form>
          ) : null}
          {approvedAt ? (
            <>
              <a className="btn" href={`/seller-reports/${page.scope}/report.pdf`} download>
                {t.pdf}
              </a>
              <Form method="post">
                <button className="btn" name="intent" value="share">
                  {t.share}
                </button>
              </Form>
            </>
          ) : null}
        </div>
        {approvedAt ? (
          <>
            <h3>{t.shares}</h3>
            {shares.length ? (
              <div className="oh-stats-scroll">
                <table className="report-share-list">
                  <thead>
                    <tr>
                      <th scope="col">{t.shareCreatedAt}</th>
                      <th scope="col">{t.shareExpires}</th>
                      <th scope="col">{t.shareState}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t.revoke}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {shares.map((s) => {
                      const state = s.revokedAt ? t.revoked : s.expiresAt <= now ? t.expired : t.active;
                      return (
                        <tr key={s.id}>
                          <td>{s.createdAt.slice(0, 16).replace('T', ' ')}</td>
                          <td>{s.expiresAt.slice(0, 10)}</td>
                          <td>{state}</td>
                          <td>
                            {state === t.active ? (
                              <Form method="post">
                                <input type="hidden" name="shareId" value={s.id} />
                                <button
                                  className="btn"
                                  name="intent"
                                  value="revoke"
                                  aria-label={t.revokeLabel(s.createdAt.slice(0, 16).replace('T', ' '))}
                                >
                                  {t.revoke}
                                </button>
                              </Form>
                            ) : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            ) : (
              <p>{t.noShares}</p>
            )}
          </>
        ) : null}
      </section>
      <SellerReportView report={report} svgs={svgs} />
    </div>
  );
}
