// /open-houses/new: create an open house (?listing=ID preselects the listing, from its page).
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { inviteCohosts } from '~/.server/open-houses/invites.server';
import { createOpenHouse } from '~/.server/open-houses/open-houses.server';
import { failureKind, listingChoices, parseOpenHouseForm, viewerOf } from '~/.server/open-houses/routes.server';
import { forbidden } from '~/.server/portal/route-helpers.server';
import { OpenHouseForm, type OpenHouseValues } from '~/components/open-houses/OpenHouseForm';
import { openHouseTexts as m } from '~/messages/open-houses';
import ohCss from '~/styles/open-houses.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ohCss }];
export const meta: MetaFunction = () => [{ title: 'Create open house · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const listings = await listingChoices(db(), user.id);
  const wanted = new URL(request.url).searchParams.get('listing');
  const listingId =
    listings.find((l) => String(l.id) === wanted)?.id ?? (listings.length === 1 ? listings[0]!.id : null);
  return { listings, listingId };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const parsed = parseOpenHouseForm(await request.formData(), user.email);
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, error: m.errSummary }, { status: 400 });
  let created: { id: number; invited: string[] };
  try {
    created = await createOpenHouse(db(), viewerOf(user), parsed.input);
  } catch (e) {
    // Another agent's listing id: refused, whatever the form claims.
    if (failureKind(e) === 'forbidden') throw forbidden();
    if (failureKind(e) === 'missing')
      return data({ values: {}, errors: { listingId: m.errListing }, error: m.errSummary }, { status: 400 });
    throw e;
  }
  await inviteCohosts(db(), created.id, created.invited);
  return redirect(`/open-houses/${created.id}?created=1`);
}

export default function NewOpenHouse() {
  const { listings, listingId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values: OpenHouseValues = result?.values ?? { listingId: listingId ? String(listingId) : '' };
  return (
    <div className="oh-page">
      <h1>{m.createTitle}</h1>
      {listings.length === 0 ? (
        <section className="card">
          <p>{m.noListings}</p>
        </section>
      ) : (
        <OpenHouseForm
          listings={listings}
          values={values}
          errors={result?.errors ?? {}}
          error={result?.error ?? null}
          submitLabel={m.create}
          cancelTo="/open-houses"
        />
      )}
    </div>
  );
}
