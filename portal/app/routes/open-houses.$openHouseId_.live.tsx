// /open-houses/:id/live: the live visitor list, built for the agent's (or a co-host's) phone at the
// door. Rows arrive by server-sent events (/open-houses/:id/events) without a reload: a new
// visitor, a new question (the summary of what they asked), a question handed over ("needs you").
import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { liveVisitors, type LiveVisitor } from '~/.server/open-houses/live.server';
import { requireOpenHouse } from '~/.server/open-houses/open-houses.server';
import { failureKind, viewerOf } from '~/.server/open-houses/routes.server';
import { whenText } from '~/.server/open-houses/view.server';
import { parseId } from '~/.server/portal/route-helpers.server';
import { GonePage } from '~/components/portal/GonePage';
import { LiveVisitorCard } from '~/components/open-houses/LiveVisitorCard';
import { openHouseTexts as m } from '~/messages/open-houses';
import ohCss from '~/styles/open-houses.css?url';
import portalCss from '~/styles/portal.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portalCss },
  { rel: 'stylesheet', href: ohCss },
];
export const meta: MetaFunction = () => [{ title: 'Live visitor list · Open House Assistant' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  try {
    const { openHouse } = await requireOpenHouse(db(), viewerOf(user), id);
    const listing = await db()
      .selectFrom('listings')
      .select('listingName')
      .where('id', '=', openHouse.listingId)
      .executeTakeFirstOrThrow();
    return {
      id,
      listingName: listing.listingName,
      when: whenText(openHouse),
      visitors: await liveVisitors(db(), id),
    };
  } catch (e) {
    if (failureKind(e) === 'forbidden') throw redirect('/unauthorized');
    if (failureKind(e) === 'missing') return null;
    throw e;
  }
}

type Connection = 'connecting' | 'live' | 'reconnecting';

/** The loaded rows, with each pushed row put in its place (newest arrival first). */
function merge(rows: LiveVisitor[], row: LiveVisitor): LiveVisitor[] {
  const rest = rows.filter((r) => r.id !== row.id);
  return [...rest, row].sort((a, b) => b.id - a.id);
}

export default function LiveList() {
  const loaded = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [rows, setRows] = useState<LiveVisitor[]>(loaded?.visitors ?? []);
  const [connection, setConnection] = useState<Connection>('connecting');
  // A reload of the loader (after a reconnect) brings what the stream may have missed.
  useEffect(() => setRows(loaded?.visitors ?? []), [loaded?.visitors]);
  const id = loaded?.id;
  useEffect(() => {
    if (!id) return;
    const source = new EventSource(`/open-houses/${id}/events`);
    let opened = false;
    source.addEventListener('ready', () => {
      setConnection('live');
      if (opened) revalidator.revalidate();
      opened = true;
    });
    source.addEventListener('visitor', (e) =>
      setRows((r) => merge(r, JSON.parse((e as MessageEvent).data) as LiveVisitor)),
    );
    source.onerror = () => setConnection('reconnecting');
    return () => source.close();
    // The revalidator changes identity on every render; the stream is opened once per open house.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (!loaded) return <GonePage text={m.gone} backLabel={m.backToList} />;
  return (
    <div className="oh-page oh-live">
      <p>
        <Link to={`/open-houses/${loaded.id}`}>{m.back}</Link>
      </p>
      <h1>{m.liveList}</h1>
      <p className="oh-when-text">
        {loaded.listingName} · {loaded.when}
      </p>
      <p className="oh-connection" role="status" data-state={connection}>
        <span className="oh-dot" aria-hidden="true" />
        {connection === 'live' ? m.liveConnected : connection === 'connecting' ? m.liveConnecting : m.liveReconnecting}
        {' · '}
        {m.visits(rows.length)}
      </p>
      <p className="muted">{m.liveIntro}</p>
      {rows.length === 0 ? (
        <p className="card">{m.liveEmpty}</p>
      ) : (
        <ul className="oh-live-list" aria-label={m.visitorsTitle}>
          {rows.map((v) => (
            <LiveVisitorCard key={v.id} visitor={v} />
          ))}
        </ul>
      )}
    </div>
  );
}
