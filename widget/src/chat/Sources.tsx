// The small expandable "Sources" line under an answer: file name and page, the agent's notes, or
// the agent's own answer to the question (saved on /questions).
import type { Labels } from '@i18n/catalogs';
import { format } from '@i18n/format';
import { sourceKind } from './source-kind';
import type { Source } from './types';

/**
 * Opening the list under the last answer put it below the fold; scroll the message list (only the
 * list: scrollIntoView would also scroll a page that embeds the chat) just enough to show it.
 */
function reveal(e: { currentTarget: HTMLDetailsElement }) {
  const el = e.currentTarget;
  const box = el.closest('.oha-messages');
  if (!el.open || !box) return;
  const below = el.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom;
  if (below > 0) box.scrollTop += below + 8;
}

export function Sources({ sources, labels }: { sources: Source[]; labels: Labels }) {
  if (!sources.length) return null;
  const seen = new Set<string>();
  const items = sources
    .map((s) => {
      const kind = sourceKind(s.fileName);
      const answer = kind === 'answer';
      const notes = kind !== 'file';
      const name = answer ? labels.agentAnswer : notes ? labels.agentNotes : s.fileName;
      const page = !notes && s.page ? `, ${format(labels.pageLabel, { page: String(s.page) })}` : '';
      return `${name}${page}${s.listingName && (!notes || answer) ? ` (${s.listingName})` : ''}`;
    })
    .filter((t) => !seen.has(t) && seen.add(t));
  return (
    <details className="oha-sources" onToggle={reveal}>
      <summary>{labels.sources}</summary>
      <ul>
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </details>
  );
}
