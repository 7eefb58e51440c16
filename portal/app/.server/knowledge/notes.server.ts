// After a saved answer changes, the notes document of every listing it reaches is rebuilt and
// re-attached to the knowledge base, the way an edit of the insider notes does it: the hosted
// provider's file_search then finds "Questions answered by the agent" like any other document.
import { isPortalError } from '../errors.server';
import { rebuildExtraInfo } from '../repos/listings.server';
import { db } from '~/.server/db.server';

/**
 * Rebuilds the notes documents one listing at a time. Returns false when one could not be
 * rebuilt (the provider failed): the answer is saved and used in the chat all the same, and the
 * next change rebuilds the document again.
 */
export async function rebuildNotes(listingIds: readonly number[]): Promise<boolean> {
  let ok = true;
  for (const id of new Set(listingIds)) {
    try {
      await rebuildExtraInfo(db(), id);
    } catch (e) {
      if (isPortalError(e) && e.code === 'MISSING') continue; // the listing went meanwhile
      console.error(`notes document of listing ${id} not rebuilt:`, e instanceof Error ? e.message : e);
      ok = false;
    }
  }
  return ok;
}
