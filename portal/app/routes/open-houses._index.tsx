// /open-houses: the agent's open houses and those they co-host, with "Create open house".
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { statsTexts } from '~/messages/seller-report';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { listOpenHouses } from '~/.server/open-houses/open-houses.server';
import { viewerOf } from '~/.server/open-houses/routes.server';
import { whenText } from '~/.server/open-houses/view.server';
import { openHouseTexts as m } from '~/messages/open-houses';
import ohCss from '~/styles/open-houses.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ohCss }];
export const meta: MetaFunction = () => [{ title: 'Open houses · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const list = await listOpenHouses(db(), viewerOf(user));
  return {
    openHouses: list.map((o) => ({ ...o, when: whenText(o) })),
    notice: new URL(request.url).searchParams.get('deleted') ? m.deleted : null,
  };
}

export default function OpenHouses() {
  const { openHouses, notice } = useLoaderData<typeof loader>();
  return (
    <div className="oh-page">
      <div className="row oh-head">
        <h1>{m.listTitle}</h1>
        <Link to="/open-houses/new" className="btn btn-primary">
          {m.create}
        </Link>
      </div>
      <p className="muted">{m.listIntro}</p>
      <p>
        <Link to="/open-houses/stats">{statsTexts.link}</Link>
      </p>
      {notice ? (
        <p className="status success" role="status">
          {notice}
        </p>
      ) : null}
      {openHouses.length === 0 ? (
        <section className="card">
          <p>{m.none}</p>
        </section>
      ) : (
        <ul className="oh-list">
          {openHouses.map((o) => (
            <li key={o.id} className="card oh-item">
              <div>
                <h2>
                  <Link to={`/open-houses/${o.id}`}>{o.listingName}</Link>
                </h2>
                <p className="oh-when-text">{o.when}</p>
                <p className="muted">
                  {m.visits(o.visits)}
                  {o.access === 'cohost' ? ` · ${m.cohosting(o.hostName)}` : ''}
                </p>
              </div>
              <Link
                to={`/open-houses/${o.id}/live`}
                className="btn"
                aria-label={`${m.liveList}: ${o.listingName}, ${o.when}`}
              >
                {m.liveList}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
