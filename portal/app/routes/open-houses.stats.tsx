// /open-houses/stats: the agent's stats across their open houses, per open house and per listing,
// with a chart and a CSV download (portal/app/.server/open-houses/stats.server.ts). Only the
// agent's own open houses: a co-host's invitations are not theirs to count.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { barChart, chartSvg } from '~/.server/open-houses/report-charts';
import { eventStats, listingStats } from '~/.server/open-houses/stats.server';
import { statsTexts as s } from '~/messages/seller-report';
import ohCss from '~/styles/open-houses.css?url';
import portalCss from '~/styles/portal.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portalCss },
  { rel: 'stylesheet', href: ohCss },
];
export const meta: MetaFunction = () => [{ title: `${s.title} · Open House Assistant` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const events = await eventStats(db(), user.id);
  const latest = events.slice(0, 12).reverse();
  const chart = latest.length
    ? chartSvg(
        barChart(
          s.chart,
          latest.map((e) => ({ label: `${e.date} ${e.listingName}`, value: e.visitors })),
        ),
      )
    : null;
  return { events, listings: listingStats(events), chart };
}

const hours = (h: number | null) => (h === null ? '–' : s.hours(h));
const rate = (r: number | null) => (r === null ? '–' : `${Math.round(r * 100)}%`);

export default function OpenHouseStats() {
  const { events, listings, chart } = useLoaderData<typeof loader>();
  return (
    <div className="oh-page">
      <p>
        <Link to="/open-houses">Open houses</Link>
      </p>
      <div className="row oh-head">
        <h1>{s.title}</h1>
        {events.length ? (
          <a className="btn" href="/open-houses/stats.csv" download>
            {s.csv}
          </a>
        ) : null}
      </div>
      <p className="muted">{s.intro}</p>
      {events.length === 0 ? (
        <p>{s.none}</p>
      ) : (
        <>
          {chart ? (
            <section className="card" aria-labelledby="stats-chart">
              <h2 id="stats-chart">{s.chart}</h2>
              <div className="report-chart" dangerouslySetInnerHTML={{ __html: chart }} />
            </section>
          ) : null}
          <section className="card" aria-labelledby="stats-events">
            <h2 id="stats-events">{s.byEvent}</h2>
            <p className="muted">{s.rateHint}</p>
            <div className="oh-stats-scroll" tabIndex={0} role="region" aria-label={s.byEvent}>
              <table className="oh-stats" data-testid="stats-events">
                <thead>
                  <tr>
                    <th scope="col">{s.date}</th>
                    <th scope="col">{s.listing}</th>
                    <th scope="col">{s.visitors}</th>
                    <th scope="col">{s.signedIn}</th>
                    <th scope="col">{s.signInRate}</th>
                    <th scope="col">{s.chats}</th>
                    <th scope="col">{s.handedOver}</th>
                    <th scope="col">{s.followUps}</th>
                    <th scope="col">{s.toFirstFollowUp}</th>
                  </tr>
                </thead>
                <tbody>
                  {events.map((e) => (
                    <tr key={e.openHouseId}>
                      <th scope="row">
                        <Link to={`/open-houses/${e.openHouseId}`}>{e.date}</Link>
                      </th>
                      <td>{e.listingName}</td>
                      <td>{e.visitors}</td>
                      <td>{e.signedIn}</td>
                      <td>{rate(e.signInRate)}</td>
                      <td>{e.chats}</td>
                      <td>{e.handedOver}</td>
                      <td>{e.followUps}</td>
                      <td>{hours(e.hoursToFirstFollowUp)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className="card" aria-labelledby="stats-listings">
            <h2 id="stats-listings">{s.byListing}</h2>
            <div className="oh-stats-scroll" tabIndex={0} role="region" aria-label={s.byListing}>
              <table className="oh-stats" data-testid="stats-listings">
                <thead>
                  <tr>
                    <th scope="col">{s.listing}</th>
                    <th scope="col">{s.events}</th>
                    <th scope="col">{s.visitors}</th>
                    <th scope="col">{s.signedIn}</th>
                    <th scope="col">{s.signInRate}</th>
                    <th scope="col">{s.chats}</th>
                    <th scope="col">{s.handedOver}</th>
                    <th scope="col">{s.followUps}</th>
                    <th scope="col">{s.toFirstFollowUp}</th>
                  </tr>
                </thead>
                <tbody>
                  {listings.map((l) => (
                    <tr key={l.listingId}>
                      <th scope="row">
                        <Link to={`/seller-reports/listing-${l.listingId}`}>{l.listingName}</Link>
                      </th>
                      <td>{l.events}</td>
                      <td>{l.visitors}</td>
                      <td>{l.signedIn}</td>
                      <td>{rate(l.signInRate)}</td>
                      <td>{l.chats}</td>
                      <td>{l.handedOver}</td>
                      <td>{l.followUps}</td>
                      <td>{hours(l.hoursToFirstFollowUp)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
