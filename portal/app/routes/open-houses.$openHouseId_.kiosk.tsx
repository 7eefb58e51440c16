// /open-houses/:id/kiosk: starts kiosk mode on this device (the owner only; a co-host or another
// agent is sent to /unauthorized, a post gets 403). The open house's PIN is checked here; the
// device then gets a kiosk token in a cookie scoped to /kiosk and goes to /kiosk/:code
// (portal/app/.server/open-houses/kiosk.server.ts).
import {
  data,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { isPortalError } from '~/.server/errors.server';
import { KIOSK_PIN, KioskPinWrong, kioskCookie, startKiosk } from '~/.server/open-houses/kiosk.server';
import { requireOpenHouse } from '~/.server/open-houses/open-houses.server';
import { whenText } from '~/.server/open-houses/view.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { rateLimit, tooManyRequests } from '~/.server/rate-limit.server';
import { GonePage } from '~/components/portal/GonePage';
import { kioskTexts as m } from '~/messages/kiosk';
import ohCss from '~/styles/open-houses.css?url';
import portalCss from '~/styles/portal.css?url';
import { retryAfterHeaders } from '~/utils/retry-after';

// A 429's Retry-After reaches the browser only through a headers export.
export const headers = retryAfterHeaders;

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portalCss },
  { rel: 'stylesheet', href: ohCss },
];
export const meta: MetaFunction = () => [{ title: m.metaTitle }];

// Guessing a 4-digit PIN from a stolen session: 10 tries per quarter hour per agent.
const START_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

const viewerOf = (user: { id: number; email: string }) => ({ id: user.id, email: user.email });
const kind = (e: unknown) => (isPortalError(e) ? e.code : null);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  try {
    const { openHouse: oh } = await requireOpenHouse(db(), viewerOf(user), id, 'owner');
    const listing = await db()
      .selectFrom('listings')
      .select('listingName')
      .where('id', '=', oh.listingId)
      .executeTakeFirstOrThrow();
    return {
      openHouse: {
        id: oh.id,
        listingName: listing.listingName,
        when: whenText(oh),
        hasPin: Boolean(oh.kioskPinHash),
      },
    };
  } catch (e) {
    if (kind(e) === 'FORBIDDEN') throw redirect('/unauthorized');
    if (kind(e) === 'MISSING') return { openHouse: null };
    throw e;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  const pin = String((await request.formData()).get('pin') ?? '').trim();
  try {
    // Ownership first: another agent's id is a 403 whatever the PIN.
    await requireOpenHouse(db(), viewerOf(user), id, 'owner');
    if (!KIOSK_PIN.test(pin)) return data({ error: m.errPinFormat }, { status: 400 });
    const limited = await rateLimit(`kiosk:start:${user.id}`, START_LIMIT);
    if (!limited.ok) return tooManyRequests({ error: m.errTooMany }, limited);
    const { token, code } = await startKiosk(db(), viewerOf(user), id, pin);
    // A document load: the kiosk page is served beside Remix, not by a route of its own.
    return redirectDocument(`/kiosk/${code}`, { headers: { 'Set-Cookie': await kioskCookie().serialize(token) } });
  } catch (e) {
    if (e instanceof KioskPinWrong) return data({ error: m.errPin }, { status: 400 });
    if (kind(e) === 'FORBIDDEN') throw forbidden();
    if (kind(e) === 'MISSING') return data({ error: m.gone }, { status: 404 });
    if (kind(e) === 'INVALID') return data({ error: m.noPin }, { status: 400 });
    throw e;
  }
}

export default function KioskStart() {
  const { openHouse } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const [pin, setPin] = useState('');
  if (!openHouse) return <GonePage text={m.gone} backLabel={m.back} />;
  return (
    <div className="narrow oh-kiosk-start">
      <p>
        <Link to={`/open-houses/${openHouse.id}`}>{m.back}</Link>
      </p>
      <h1>{m.title}</h1>
      <p>
        <strong>{openHouse.listingName}</strong> · {openHouse.when}
      </p>
      <section className="card" aria-labelledby="kiosk-what">
        <h2 id="kiosk-what">{m.what}</h2>
        <ul>
          {m.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <h2>{m.before}</h2>
        <ul>
          {m.beforePoints.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      {openHouse.hasPin ? (
        <Form method="post" className="card" aria-labelledby="kiosk-start-title" noValidate>
          <h2 id="kiosk-start-title">{m.start}</h2>
          <div className="field">
            <label htmlFor="kiosk-pin">{m.pinLabel}</label>
            <input
              id="kiosk-pin"
              name="pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
              aria-invalid={result?.error ? true : undefined}
              aria-describedby={result?.error ? 'kiosk-pin-hint kiosk-pin-err' : 'kiosk-pin-hint'}
            />
            <p id="kiosk-pin-hint" className="hint">
              {m.pinHint}
            </p>
          </div>
          {result?.error ? (
            <p id="kiosk-pin-err" className="status error" role="alert">
              {result.error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {m.start}
          </button>
        </Form>
      ) : (
        <section className="card">
          <p className="status error">{m.noPin}</p>
          <Link className="btn" to={`/open-houses/${openHouse.id}/edit`}>
            {m.editSettings}
          </Link>
        </section>
      )}
    </div>
  );
}
