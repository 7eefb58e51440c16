// The listing filter: the spec's "or" group of equality conditions on fileId, and the developer
// notes added to the history whenever the visitor changes which listings apply.
import type { FileFilter } from '../ai/provider.server';

export function buildFileFilter(fileIds: string[]): FileFilter {
  const unique = [...new Set(fileIds)];
  return { type: 'or', filters: unique.map((value) => ({ type: 'eq' as const, key: 'fileId' as const, value })) };
}

export function filterChangedNote(listingNames: string[]): string {
  return (
    `The visitor changed the listing filter. From now on, answer only about these listings: ${listingNames.join('; ')}. ` +
    'If the visitor asks about a listing outside this selection, ask them to update the filters (the property button) first.'
  );
}

export const ALL_LISTINGS_NOTE = 'The visitor cleared the listing filter: all listings of this assistant apply again.';
