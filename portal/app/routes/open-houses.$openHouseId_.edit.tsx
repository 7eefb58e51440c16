// /open-houses/:id/edit: the owner edits an open house (a co-host or another agent: /unauthorized;
// their posts: 403). Newly listed co-hosts are invited; those removed lose access.
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
import { cohostsOf, requireOpenHouse, updateOpenHouse } from '~/.server/open-houses/open-houses.server';
import { failureKind, listingChoices, parseOpenHouseForm, viewerOf } from '~/.server/open-houses/routes.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { OpenHouseForm } from '~/components/open-houses/OpenHouseForm';
import { GonePage } from '~/components/portal/GonePage';
import { openHouseTexts as m } from '~/messages/open-houses';
import ohCss from '~/styles/open-houses.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ohCss }];
export const meta: MetaFunction = () => [{ title: 'Edit open house · Open House Assistant' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  try {
    const { openHouse: o } = await requireOpenHouse(db(), viewerOf(user), id, 'owner');
    return {
      id,
      listings: await listingChoices(db(), user.id),
      hasKioskPin: Boolean(o.kioskPinHash),
      values: {
        listingId: String(o.listingId),
        date: o.date,
        startTime: o.startTime,
        endTime: o.endTime,
        notes: o.notes,
        signinMode: o.signinMode,
        contactField: o.contactField,
        ownQuestion: o.ownQuestion ?? '',
        disclosureText: o.disclosureText ?? '',
        cohostEmails: (await cohostsOf(db(), id)).join('\n'),
        kioskPin: '',
      },
    };
  } catch (e) {
    if (failureKind(e) === 'forbidden') throw redirect('/unauthorized');
    if (failureKind(e) === 'missing') return null;
    throw e;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  const form = await request.formData();
  try {
    await requireOpenHouse(db(), viewerOf(user), id, 'owner');
    const parsed = parseOpenHouseForm(form, user.email);
    if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, error: m.errSummary }, { status: 400 });
    const { invited } = await updateOpenHouse(db(), viewerOf(user), id, parsed.input);
    await inviteCohosts(db(), id, invited);
    return redirect(`/open-houses/${id}?saved=1`);
  } catch (e) {
    if (failureKind(e) === 'forbidden') throw forbidden();
    if (failureKind(e) === 'missing') return data({ values: {}, errors: {}, error: m.gone }, { status: 404 });
    throw e;
  }
}

export default function EditOpenHouse() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!loaded) return <GonePage text={m.gone} backLabel={m.backToList} />;
  return (
    <div className="oh-page">
      <h1>{m.editTitle}</h1>
      <OpenHouseForm
        listings={loaded.listings}
        values={result?.values ?? loaded.values}
        errors={result?.errors ?? {}}
        error={result?.error ?? null}
        submitLabel={m.save}
        hasKioskPin={loaded.hasKioskPin}
        cancelTo={`/open-houses/${loaded.id}`}
      />
    </div>
  );
}
