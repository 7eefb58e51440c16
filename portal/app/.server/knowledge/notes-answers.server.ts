// The saved answers a listing's notes document carries: the agent's answers for that listing and
// for every listing of its assistant, oldest first so the document changes little between edits.
import type { DB } from '@db/connection';

export async function notesAnswers(
  database: DB,
  assistantId: number,
  listingId: number | null,
): Promise<Array<{ question: string; answer: string }>> {
  return database
    .selectFrom('agentAnswers')
    .select(['question', 'answer'])
    .where('assistantId', '=', assistantId)
    .where((eb) =>
      listingId === null
        ? eb('listingId', 'is', null)
        : eb.or([eb('listingId', 'is', null), eb('listingId', '=', listingId)]),
    )
    .orderBy('id')
    .execute();
}
