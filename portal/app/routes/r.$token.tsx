// /r/<token>: a seller report shared by its agent, for the seller: read-only, no login, nothing
// but the approved report (no portal menu or footer), kept out of search engines. An unknown,
// expired or revoked link shows one sentence and nothing else.
import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { db } from '~/.server/db.server';
import { chartsSvg, sharedReport } from '~/.server/open-houses/seller-report.server';
import { SellerReportView } from '~/components/open-houses/SellerReportView';
import { reportTexts as t } from '~/messages/seller-report';
import ohCss from '~/styles/open-houses.css?url';
import portalCss from '~/styles/portal.css?url';

/** Tells the root layout to show the page alone. */
export const handle = { bare: true };

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portalCss },
  { rel: 'stylesheet', href: ohCss },
];

const HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
};
export const headers: HeadersFunction = () => HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d?.shared ? t.titleOf(d.shared.report.listingName) : t.title },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const shared = await sharedReport(db(), params.token);
  if (!shared) return data({ shared: null, svgs: null }, { status: 404, headers: HEADERS });
  return data({ shared, svgs: chartsSvg(shared.report) }, { headers: HEADERS });
}

export default function SharedReportPage() {
  const { shared, svgs } = useLoaderData<typeof loader>();
  if (!shared || !svgs)
    return (
      <div className="report-shared">
        <h1>{t.title}</h1>
        <p>{t.shareGone}</p>
      </div>
    );
  return (
    <div className="report-shared">
      <SellerReportView report={shared.report} svgs={svgs} />
      <p className="muted">
        {t.approvedDate(shared.approvedAt.slice(0, 10))} {t.sharedBy}
      </p>
    </div>
  );
}
