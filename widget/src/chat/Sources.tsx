// The small expandable "Sources" line under an answer: file name and page, or the agent's notes.
import type { Labels } from './labels';
import { fill } from './labels';
import type { Source } from './types';

export function Sources({ sources, labels }: { sources: Source[]; labels: Labels }) {
  if (!sources.length) return null;
  const seen = new Set<string>();
  const items = sources
    .map((s) => {
      const notes = /listingExtraInfo_ND/i.test(s.fileName) || /agent's notes/i.test(s.fileName);
      const name = notes ? labels.agentNotes : s.fileName;
      const page = !notes && s.page ? `, ${fill(labels.pageLabel, { page: String(s.page) })}` : '';
      return `${name}${page}${s.listingName && !notes ? ` (${s.listingName})` : ''}`;
    })
    .filter((t) => !seen.has(t) && seen.add(t));
  return (
    <details className="oha-sources">
      <summary>{labels.sources}</summary>
      <ul>
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </details>
  );
}
