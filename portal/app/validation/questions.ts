// The forms of /questions: one schema per intent, shared by the page (limits, names) and the
// action, which always re-validates.
import { z } from 'zod';
import { questionTexts as m } from '~/messages/questions';

/** Long enough for a real answer, short enough to fit the chat's 350-character reply with its labels. */
export const ANSWER_MAX = 280;

const id = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);

const answer = z
  .string()
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, m.answerRequired)
      .refine((s) => [...s].length <= ANSWER_MAX, m.answerTooLong(ANSWER_MAX)),
  );

/** "all" = every listing of the assistant; otherwise a listing id. */
const appliesTo = z.union([z.literal('all'), id]).transform((v) => (v === 'all' ? null : v));

const notify = z
  .string()
  .optional()
  .transform((v) => v === 'on');

export const SaveAnswerSchema = z.object({ questionId: id, answer, appliesTo, notify });
export const UpdateAnswerSchema = z.object({ answerId: id, answer, appliesTo, notify });
export const DismissSchema = z.object({ questionId: id });
export const DeleteAnswerSchema = z.object({ answerId: id });

export const QUESTION_FIELDS = ['questionId', 'answerId', 'answer', 'appliesTo', 'notify'] as const;
