// /leads: every lead the agent's assistants collected, newest first, with a CSV export and a
// link to the conversation each one came from.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { listLeads } from '~/.server/chat/agent-views.server';
import { leadSourceLabel } from '~/validation/lead-source';
import { formatDateTime } from '~/utils/dates';

export const meta: MetaFunction = () => [{ title: 'Leads · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  return { leads: await listLeads(user.id) };
}

export default function Leads() {
  const { leads } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1>Leads</h1>
        <div className="row">
          <Link to="/conversations" className="btn">
            Conversations
          </Link>
          {leads.length ? (
            <a href="/leads.csv" className="btn btn-primary" download>
              Export CSV
            </a>
          ) : null}
        </div>
      </div>
      <p className="muted">
        Visitors who left a message through your assistant&apos;s chat. Each one was also emailed to you.
      </p>
      {leads.length === 0 ? (
        <section className="card">
          <p>No leads yet. Share your assistant&apos;s chat link or QR code to start collecting them.</p>
        </section>
      ) : (
        <div className="table-scroll">
          <table className="card-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Listing</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">Message</th>
                <th scope="col">Source</th>
                <th scope="col">Conversation</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((l) => (
                <tr key={l.id}>
                  <td data-label="Date" className="nowrap">
                    {formatDateTime(l.createdAt)}
                  </td>
                  <td data-label="Listing" className="lead-listing">
                    {l.listingName ?? 'Not specific'}
                  </td>
                  <td data-label="Name">{l.prospectName}</td>
                  <td data-label="Email">
                    <a href={`mailto:${l.prospectEmail}`}>{l.prospectEmail}</a>
                  </td>
                  <td data-label="Phone" className="nowrap">
                    {l.prospectPhone ? <a href={`tel:${l.prospectPhone}`}>{l.prospectPhone}</a> : '—'}
                  </td>
                  <td data-label="Message" className="lead-message">
                    {l.prospectRemarks}
                  </td>
                  <td data-label="Source">{leadSourceLabel(l.leadSource)}</td>
                  <td data-label="Conversation">
                    {l.sessionId ? (
                      <Link to={`/conversations?session=${encodeURIComponent(l.sessionId)}`}>View chat</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
