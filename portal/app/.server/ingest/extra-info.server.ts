// The generated "agent's notes" document of a listing: its name, latest status, the insider info
// the agent typed and the questions the agent answered on /questions (for this listing or all the
// assistant's listings), indexed like any other document so answers can cite them. Hidden from
// file lists (its name carries the _listingExtraInfo_ND marker). Rebuilt whenever any of it changes.
import { extraInfoFileName } from '../naming';

export interface ExtraInfoInput {
  listingName: string;
  listingStatus: string | null | undefined;
  insiderInfo: string | null | undefined;
  /** The agent's saved answers that apply to this listing, oldest first. */
  agentAnswers?: ReadonlyArray<{ question: string; answer: string }>;
}

export const AGENT_ANSWERS_HEADING = 'Questions answered by the agent';

export interface ExtraInfoDocument {
  fileName: string;
  text: string;
  bytes: Buffer;
}

const orNA = (v: string | null | undefined) => (v && v.trim() ? v.trim() : 'N/A');

export function buildExtraInfoDocument(input: ExtraInfoInput): ExtraInfoDocument {
  const name = input.listingName.trim();
  const text = [
    name,
    '='.repeat(Math.min(60, Math.max(3, name.length))),
    '',
    `Listing status: ${orNA(input.listingStatus)}`,
    '',
    `Insider property info: ${orNA(input.insiderInfo)}`,
    '',
    ...answersSection(input.agentAnswers ?? []),
  ].join('\n');
  return { fileName: extraInfoFileName(name), text, bytes: Buffer.from(text, 'utf8') };
}

/** One question and its answer per paragraph, so a search finds the answer with its question. */
function answersSection(answers: ReadonlyArray<{ question: string; answer: string }>): string[] {
  if (!answers.length) return [];
  const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' ').trim();
  return [
    AGENT_ANSWERS_HEADING,
    '-'.repeat(AGENT_ANSWERS_HEADING.length),
    '',
    ...answers.flatMap((a) => [`Question: ${oneLine(a.question)}`, `Answer: ${oneLine(a.answer)}`, '']),
  ];
}
