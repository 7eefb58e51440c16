// The owner's table of an open house's visitors, each with a Delete that removes the person's
// data everywhere (after a confirmation that says so).
import type { LiveVisitor } from '~/.server/open-houses/live.server';
import { DeleteButton } from '~/components/portal/ConfirmDialog';
import { openHouseTexts as m } from '~/messages/open-houses';
import { formatDateTime } from '~/utils/dates';

export function VisitorTable({ visitors }: { visitors: LiveVisitor[] }) {
  return (
    <div className="table-scroll">
      <table className="card-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">{m.arrived}</th>
            <th scope="col">{m.timeline}</th>
            <th scope="col">{m.agent}</th>
            <th scope="col">{m.asked}</th>
            <th scope="col">
              <span className="visually-hidden">{m.deleteVisitor}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {visitors.map((v) => (
            <tr key={v.id}>
              <td data-label="Name">{v.name}</td>
              <td data-label={m.arrived} className="nowrap">
                {formatDateTime(v.arrivedAt)}
              </td>
              <td data-label={m.timeline}>{v.timeline}</td>
              <td data-label={m.agent}>{v.hasAgent ? m.hasAgent(v.agentName) : m.noAgent}</td>
              <td data-label={m.asked}>
                {v.summary || m.nothingAsked}
                {v.needsYou ? <span className="oh-badge"> {m.needsYou}</span> : null}
              </td>
              <td>
                <DeleteButton
                  label={m.deleteVisitor}
                  ariaLabel={m.deleteVisitorLabel(v.name)}
                  confirmText={m.deleteVisitorConfirm(v.name)}
                  fields={{ intent: 'deleteVisitor', contactId: String(v.contactId) }}
                  className="btn btn-danger"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
