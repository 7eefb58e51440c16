import { Link } from '@remix-run/react';
import { failedFilesTexts as t } from '~/messages/portal';

/** Files the server could not ingest, by name with the reason, and where to try again. */
export function FailedFiles({ files }: { files: Array<{ name: string; reason: string }> }) {
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
        <p>
          {t.pointer} <Link to="/listinglist">{t.link}</Link> {t.pointerEnd}
        </p>
      </div>
    </div>
  );
}
