// The listing filter: the spec's "or" group of equality conditions on fileId, and the developer
// notes added to the history whenever the visitor changes which listings apply.
import type { FileFilter } from '../ai/provider.server';

export function buildFileFilter(fileIds: string[]): FileFilter {
  const unique = [...new Set(fileIds)];
  return { type: 'or', filters: unique.map((value) => ({ type: 'eq' as const, key: 'fileId' as const, value })) };
}

/**
 * Normalises a visitor's selection against the assistant's listings: unknown ids dropped, order
 * fixed; selecting none or all means "all listings" (null), as the spec says.
 */
export function normaliseSelection(selected: number[] | null | undefined, allIds: number[]): number[] | null {
  if (!selected) return null;
  const known = new Set(allIds);
  const picked = [...new Set(selected.filter((id) => known.has(id)))].sort((a, b) => a - b);
  if (picked.length === 0 || picked.length === known.size) return null;
  return picked;
}

export function sameSelection(a: number[] | null, b: number[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

export function filterChangedNote(listingNames: string[]): string {
  return (
    `The visitor changed the listing filter. From now on, answer only about these listings: ${listingNames.join('; ')}. ` +
    'If the visitor asks about a listing outside this selection, ask them to update the filters (the property button) first.'
  );
}

export const ALL_LISTINGS_NOTE = 'The visitor cleared the listing filter: all listings of this assistant apply again.';
