import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { failureText, forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { deleteListing, findListing, listListingsByAssistant } from '~/.server/repos/listings.server';
import { DeleteButton } from '~/components/portal/ConfirmDialog';
import { ProcessingOverlay } from '~/components/portal/ProcessingOverlay';
import { StatusMessage } from '~/components/portal/StatusMessage';
import { assistantTitle, confirmTexts, errorMessages, listingEditTexts, listingListTexts as t, overlayText } from '~/messages/portal';
import portalCss from '~/styles/portal.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];
export const meta: MetaFunction = () => [{ title: 'Edit Listings · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  return { groups: await listListingsByAssistant(user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const form = await request.formData();
  if (form.get('intent') !== 'deleteListing') return data({ error: errorMessages.listingDelete }, { status: 400 });
  const listingId = parseId(form.get('listingId'));
  const found = await findListing(user.id, listingId);
  if (found.status === 'forbidden') throw forbidden();
  if (found.status === 'missing') return data({ error: listingEditTexts.gone }, { status: 404 });
  try {
    await deleteListing(user.id, listingId);
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
          {listings.length === 0 ? (
            <p className="empty">{t.noListings}</p>
          ) : (
            <div className="table-scroll">
              <table className="responsive-table">
                <thead>
                  <tr>
                    <th scope="col">{t.name}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col" className="actions-col">
                      {t.actions}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {listings.map((l) => (
                    <tr key={l.id}>
                      <td>{l.listingName}</td>
                      <td>
                        <span className="status-pill">{l.listingStatus}</span>
                      </td>
                      <td className="actions-col">
                        <div className="row nowrap">
                          <Link className="btn btn-small" to={`/listinglist/${l.id}`} aria-label={t.editLabel(l.listingName)}>
                            {t.edit}
                          </Link>
                          <DeleteButton
                            className="btn btn-small btn-danger"
                            label={t.delete}
                            ariaLabel={t.deleteLabel(l.listingName)}
                            confirmText={confirmTexts.listing(l.listingName)}
                            fields={{ intent: 'deleteListing', listingId: String(l.id) }}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
      <ProcessingOverlay show={navigation.state === 'submitting'} text={overlayText.deleting} />
    </section>
  );
}
