import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigate } from '@remix-run/react';
import { requireOperator } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { rowCells, totalsCells } from '~/.server/usage/format';
import { parseUsageRange } from '~/.server/usage/range';
import { usageOverview } from '~/.server/usage/usage.server';
import { usageColumns, usageMessages as m } from '~/messages/usage';
import usageCss from '~/styles/usage.css?url';

export const meta: MetaFunction = () => [{ title: 'Usage overview · Open House Assistant' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: usageCss }];

/** Columns 0-2 are the agent; the rest are numbers (right-aligned), the last is Yes/No. */
const FIRST_NUMERIC = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  const { range, error } = parseUsageRange(new URL(request.url));
  try {
    const { rows, totals } = await usageOverview(db(), range);
    return {
      from: range.from ?? '',
      to: range.to ?? '',
      error,
      failed: false,
      rows: rows.map((r) => ({ id: r.realtorUserId, needsFix: r.needsFix, cells: rowCells(r) })),
      totals: totalsCells(totals),
    };
  } catch (err) {
    console.error('usage overview failed:', err instanceof Error ? err.message : err);
    return { from: '', to: '', error, failed: true, rows: [], totals: [] as string[] };
  }
}

export default function UsageOverview() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const query = new URLSearchParams();
  if (data.from) query.set('from', data.from);
  if (data.to) query.set('to', data.to);
  const qs = query.toString();
  const csvHref = `/usage_overview.csv${qs ? `?${qs}` : ''}`;

  return (
    <section className="card">
      <h1>{m.title}</h1>
      <p className="muted">{m.intro}</p>

      <Form method="get" className="usage-filter" aria-label="Date range">
        <div className="field">
          <label htmlFor="usage-from">{m.from}</label>
          <input id="usage-from" name="from" type="date" defaultValue={data.from} />
        </div>
        <div className="field">
          <label htmlFor="usage-to">{m.to}</label>
          <input id="usage-to" name="to" type="date" defaultValue={data.to} />
        </div>
        <button type="submit" className="btn btn-primary">
          {m.apply}
        </button>
        <Link to="/usage_overview" className="btn">
          {m.reset}
        </Link>
        <a className="btn" href={csvHref} download>
          {m.download}
        </a>
      </Form>

      {data.error && (
        <p className="status error" role="alert">
          {data.error}
        </p>
      )}

      {data.failed ? (
        <p className="status error" role="alert">
          {m.failure}
        </p>
      ) : (
        <>
          <p className="usage-hint hint">
            <span>{m.scrollHint} →</span>
            {data.rows.length === 0 && <span>{m.empty}</span>}
          </p>
          <div className="table-scroll" role="region" tabIndex={0} aria-label={m.title}>
            <table className="usage-table card-table">
              <thead>
                <tr>
                  {usageColumns.map((c, i) => (
                    <th
                      key={c}
                      scope="col"
                      className={i >= FIRST_NUMERIC && i < usageColumns.length - 1 ? 'num' : undefined}
                    >
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.id}>
                    {r.cells.map((c, i) => (
                      <td
                        key={usageColumns[i]}
                        data-label={usageColumns[i]}
                        className={
                          i === r.cells.length - 1
                            ? r.needsFix
                              ? 'fix-yes'
                              : undefined
                            : i >= FIRST_NUMERIC
                              ? 'num'
                              : undefined
                        }
                      >
                        {c}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={FIRST_NUMERIC}>
                    {m.totals}
                  </th>
                  {data.totals.map((c, i) => (
                    <td
                      key={usageColumns[i + FIRST_NUMERIC]}
                      data-label={usageColumns[i + FIRST_NUMERIC]}
                      className={i < data.totals.length - 1 ? 'num' : undefined}
                    >
                      {c}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}

      <div className="usage-actions">
        <button
          type="button"
          className="btn"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          {m.back}
        </button>
      </div>
    </section>
  );
}
