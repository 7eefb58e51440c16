// What the agent's presses on /questions do, start to end: store the change, rebuild the notes
// documents of the listings it reaches (for the hosted provider's knowledge base), and email the
// visitors when asked. Ownership is checked inside each store function.
import { db } from '../db.server';
import { deleteAnswer, saveAnswer, updateAnswer, type AnswerInput, type Saved } from './answers.server';
import { rebuildNotes } from './notes.server';
import { emailAnswerToVisitors, type NotifyResult } from './notify.server';
import { dismissGroup } from './questions.server';

export interface Outcome {
  answerId: number;
  /** False when a notes document could not be rebuilt (the answer is saved all the same). */
  notesUpdated: boolean;
  emailed: NotifyResult | null;
}

async function after(userId: number, saved: Saved, notify: boolean): Promise<Outcome> {
  const notesUpdated = await rebuildNotes(saved.listingIds);
  const emailed = notify ? await emailAnswerToVisitors(db(), userId, saved.answerId) : null;
  return { answerId: saved.answerId, notesUpdated, emailed };
}

export async function answerGroup(
  userId: number,
  questionId: number,
  input: AnswerInput & { notify: boolean },
): Promise<Outcome> {
  return after(userId, await saveAnswer(db(), userId, questionId, input), input.notify);
}

export async function editAnswer(
  userId: number,
  answerId: number,
  input: AnswerInput & { notify: boolean },
): Promise<Outcome> {
  return after(userId, await updateAnswer(db(), userId, answerId, input), input.notify);
}

export async function removeAnswer(userId: number, answerId: number): Promise<Outcome> {
  return after(userId, await deleteAnswer(db(), userId, answerId), false);
}

export async function dismiss(userId: number, questionId: number): Promise<void> {
  await dismissGroup(db(), userId, questionId);
}
