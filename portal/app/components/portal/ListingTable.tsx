import { Link } from '@remix-run/react';
import { confirmTexts, listingListTexts as t } from '~/messages/portal';
import { DeleteButton } from './ConfirmDialog';

/** One assistant's listings with Edit and Delete per row (assistant edit page and listing list). */
export function ListingTable({
  listings,
}: {
  listings: Array<{ id: number; listingName: string; listingStatus: string }>;
}) {
  return (
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
  );
}
