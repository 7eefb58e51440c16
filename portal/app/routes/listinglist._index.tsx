import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { failureText, forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { deleteListing, findListing, listListingsByAssistant } from '~/.server/repos/listings.server';
import { ListingTable } from '~/components/portal/ListingTable';
import { ProcessingOverlay } from '~/components/portal/ProcessingOverlay';
import { StatusMessage } from '~/components/StatusMessage';
import { assistantTitle, errorMessages, listingEditTexts, listingListTexts as t, overlayText } from '~/messages/portal';
import portalCss from '~/styles/portal.css?url';
import { db } from '~/.server/db.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];
export const meta: MetaFunction = () => [{ title: 'Edit Listings · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  return { groups: await listListingsByAssistant(db(), user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const form = await request.formData();
  if (form.get('intent') !== 'deleteListing') return data({ error: errorMessages.listingDelete }, { status: 400 });
  const listingId = parseId(form.get('listingId'));
  const found = await findListing(db(), user.id, listingId);
  if (found.status === 'forbidden') throw forbidden();
  if (found.status === 'missing') return data({ error: listingEditTexts.gone }, { status: 404 });
  try {
    await deleteListing(db(), user.id, listingId);
    return { error: null };
  } catch (e) {
    return data({ error: failureText(e, errorMessages.listingDelete) }, { status: 500 });
  }
}

export default function ListingList() {
  const { groups } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section className="portal-page">
      <h1>{t.title}</h1>
      <StatusMessage error={result?.error} />
      {groups.length === 0 ? <p className="card empty">{t.noAssistants}</p> : null}
      {groups.map(({ assistant, listings }) => (
        <section key={assistant.id} className="card listing-group" aria-labelledby={`assistant-${assistant.id}`}>
          <h2 id={`assistant-${assistant.id}`}>{assistantTitle(assistant.displayName)}</h2>
          {listings.length === 0 ? <p className="empty">{t.noListings}</p> : <ListingTable listings={listings} />}
        </section>
      ))}
      <ProcessingOverlay show={navigation.state === 'submitting'} text={overlayText.deleting} />
    </section>
  );
}
