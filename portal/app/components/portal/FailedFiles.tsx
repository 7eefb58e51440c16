import { Link } from '@remix-run/react';
import { failedFilesTexts as t } from '~/messages/portal';

/**
 * Files the server could not ingest, by name with the reason, and where to try again.
 * `pointer` off on the Edit Listings page itself, where "upload them on the Edit Listings page"
 * pointed the agent away from the page they were already on.
 */
export function FailedFiles({
  files,
  pointer = true,
}: {
  files: Array<{ name: string; reason: string }>;
  pointer?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <div className="failed-files status error" role="alert">
      <div>
        <p className="failed-title">{t.title}</p>
        <ul>
          {files.map((f) => (
            <li key={f.name}>
              <strong>{f.name}</strong>: {f.reason}
            </li>
          ))}
        </ul>
        {pointer ? (
          <p>
            {t.pointer} <Link to="/listinglist">{t.link}</Link> {t.pointerEnd}
          </p>
        ) : null}
      </div>
    </div>
  );
}
