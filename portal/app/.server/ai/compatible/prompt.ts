// The chat/completions messages of one turn: one system message (the spec's instructions from the
// one instruction builder, then the numbered sources of our retrieval) and the last 9 items of the
// conversation. Developer notes (the listing filter changed) stay in place as system messages.
import type OpenAI from 'openai';
import type { AnswerSource, ChatTurn, InputItem } from '../provider.server';
import { buildInstructions } from '../openai/instructions';
import type { ContextSource, RetrievedContext } from './retrieval.server';

/** The spec's context window: only the last 9 input items are sent. */
export const INPUT_WINDOW = 9;
const EXCERPT_CHARS = 160;

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

function textOf(item: InputItem): string {
  return item.content
    .map((c) => ('text' in c ? c.text : ''))
    .join('\n')
    .trim();
}

export function sourceLine(s: ContextSource): string {
  const where = [s.fileName, s.page != null ? `page ${s.page}` : null].filter(Boolean).join(', ');
  return `[${s.n}] ${s.listingName} · ${where}\n${s.text.replace(/\s*\n\s*/g, ' ').trim()}`;
}

/** Said before the sources when the agent's own answer to this question is among them. */
export const AGENT_ANSWER_NOTE =
  "The agent has answered the visitor's question (the sources marked agent's answer). Reply with the agent's answer (for the listing the visitor asks about), translated into the reply language when needed, keeping names, numbers and amounts exactly as written; it outranks the files.";

export function sourcesBlock(context: RetrievedContext): string {
  if (!context.sources.length)
    return 'Sources: none found in the listing files for this question. Say you do not know and suggest contacting the agent.';
  const answered = context.sources.some((s) => s.kind === 'answer');
  return [
    ...(answered ? [AGENT_ANSWER_NOTE] : []),
    'Sources (numbered; cite them by number):',
    ...context.sources.map(sourceLine),
  ].join('\n\n');
}

export function toChatMessages(items: InputItem[]): Message[] {
  const out: Message[] = [];
  for (const item of items.slice(-INPUT_WINDOW)) {
    const content = textOf(item);
    if (!content) continue;
    if (item.role === 'assistant') out.push({ role: 'assistant', content });
    else if (item.role === 'user') out.push({ role: 'user', content });
    else out.push({ role: 'system', content });
  }
  return out;
}

export function buildMessages(turn: ChatTurn, context: RetrievedContext): Message[] {
  const window = turn.input.slice(-INPUT_WINDOW);
  // The turn itself is spread in, so whatever the builder learns to read from it reaches this
  // provider without a second builder. The agent's saved answers are numbered sources here (so a
  // reply can cite them), not a second copy in the instructions.
  const instructions = buildInstructions({
    ...turn,
    input: window,
    extra: turn.instructions,
    agentAnswers: undefined,
    retrieval: 'sources',
  });
  return [{ role: 'system', content: `${instructions}\n\n${sourcesBlock(context)}` }, ...toChatMessages(window)];
}

/** The cited sources as the chat shows them, one per file and page, in order of first citation. */
export function citedSources(numbers: number[], context: RetrievedContext): AnswerSource[] {
  const out: AnswerSource[] = [];
  for (const n of numbers) {
    const s = context.sources[n - 1];
    if (!s) continue; // a number the model made up
    if (out.some((o) => o.fileName === s.fileName && o.page === s.page && o.listingName === s.listingName)) continue;
    out.push({
      fileName: s.fileName,
      page: s.page,
      listingName: s.listingId === null ? undefined : s.listingName,
      excerpt: s.text.length > EXCERPT_CHARS ? `${s.text.slice(0, EXCERPT_CHARS - 1)}…` : s.text,
    });
  }
  return out;
}
