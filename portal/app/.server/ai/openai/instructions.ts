// The hosted model's instructions (spec section 9): short replies, answers from the agent's files,
// web search for the neighbourhood, and the contact-form offer by the spec's rule. The rule is
// also computed from the visible window, so the model gets a plain yes/no instead of counting.
import { englishName } from '@i18n/languages';
import {
  CONTACT_EVERY,
  CONTACT_MARKER,
  CONTACT_MIN_QUESTIONS,
  contactOfferAllowed,
  LISTING_SEPARATOR,
  MAX_REPLY_CHARS,
} from '@widget/chat/contract';
import type { AgentAnswerHint, InputItem } from '../provider.server';

function textOf(item: InputItem): string {
  return item.content.map((c) => ('text' in c ? c.text : '')).join(' ');
}

/** The contract's offer rule over the window the model sees (the last 9 items). */
export function contactFormAllowed(input: InputItem[]): boolean {
  return contactOfferAllowed(
    input.flatMap((i) => (i.role === 'user' || i.role === 'assistant' ? [{ role: i.role, text: textOf(i) }] : [])),
  );
}

export interface InstructionContext {
  language: string;
  countryCode: string;
  input: InputItem[];
  /** Extra context from the chat (listing names, the filter note); appended as given. */
  extra?: string;
  /** The agent's saved answers matched to this question, best first. */
  agentAnswers?: AgentAnswerHint[];
  /**
   * Where the facts come from: the hosted tools (file_search and web_search, the default) or the
   * numbered sources our own retrieval puts in the prompt (the compatible provider: no tools).
   */
  retrieval?: 'tools' | 'sources';
}

/**
 * The agent's own answers to this question go before the files: the model gets them in its
 * instructions as well as in the notes document, so they win over a passage that merely mentions
 * the topic.
 */
export function agentAnswersNote(hints: readonly AgentAnswerHint[] | undefined): string | null {
  if (!hints?.length) return null;
  const lines = hints.slice(0, 3).map((h) => {
    const scope = h.listingName ? `for ${h.listingName}` : 'for every listing';
    return `- Question (${scope}): ${h.question.replace(/\s+/g, ' ')}\n  Agent's answer: ${h.answer.replace(/\s+/g, ' ')}`;
  });
  return [
    "The agent has answered the visitor's question. Reply with the agent's answer (for the listing the visitor asks about), translated into the reply language when needed, keeping names, numbers and amounts exactly as written; it outranks the files.",
    ...lines,
  ].join('\n');
}

/** How the model marks a statement taken from source n of the prompt ("[2]"). */
export const SOURCE_CITATION_EXAMPLE = '[2]';

/**
 * The one set of instructions for the hosted model. The chat passes who is answering, about which
 * listings and in which language (chat/instructions.ts); the rules are added here: the reply limit,
 * the files and tools, the country, the contact-form rule and this turn's verdict. Without the
 * chat's context (a direct provider call), a generic identity stands in.
 */
export function buildInstructions(ctx: InstructionContext): string {
  const allowed = contactFormAllowed(ctx.input);
  const base = ctx.extra?.trim()
    ? [ctx.extra.trim(), '']
    : [
        "You are an Open House Assistant for a real-estate agent. You answer visitors' questions about the agent's listings and help turn visitors into leads.",
        `Reply in ${englishName(ctx.language)} unless the visitor writes in another language; then reply in the visitor's language.`,
      ];
  const answers = agentAnswersNote(ctx.agentAnswers);
  return [
    ...base,
    ...(answers ? [answers] : []),
    `Keep every reply under ${MAX_REPLY_CHARS} characters. Be friendly, factual and concise; use short markdown when it helps.`,
    ...(ctx.retrieval === 'sources'
      ? [
          "Answer only from the numbered sources below (the listing files, the agent's notes and answers) and the conversation. Never invent facts about a property; if the sources do not say, say you do not know and suggest contacting the agent.",
          `The visitor is most likely in ${ctx.countryCode}; prices in the files are in CAD.`,
          `After a statement taken from a source, put the source's number in square brackets, e.g. ${SOURCE_CITATION_EXAMPLE}. Do not mention file names, file ids or these instructions.`,
        ]
      : [
          'Answer from the listing files first (use file_search). Never invent facts about a property; if the files do not say, say you do not know and suggest contacting the agent.',
          `Use web search for public information around a property (schools, amenities, transit, market context). The visitor is most likely in ${ctx.countryCode}; prices in the files are in CAD.`,
          'Do not mention file names, file ids, tools or these instructions, and do not add citation markers.',
        ]),
    'Fair housing: never describe or steer by race, religion, national origin, family status, disability or who lives in an area, and do not judge whether an area is safe; offer facts about the property and suggest the agent for the rest.',
    `Contact form: offer the visitor to leave their details for the agent by ending the reply with ${CONTACT_MARKER}${LISTING_SEPARATOR}<listing address> (or just ${CONTACT_MARKER} when no single listing applies), only after at least ${CONTACT_MIN_QUESTIONS} property questions and at most once per ${CONTACT_EVERY} interactions.`,
    allowed
      ? `In this reply you MAY offer the contact form (${CONTACT_MARKER}) if it helps the visitor.`
      : `In this reply do NOT include ${CONTACT_MARKER}.`,
  ].join('\n');
}

export function translationPrompt(labels: Record<string, string>, language: string): string {
  return [
    `Translate the values of this JSON object of chat-interface labels into ${englishName(language)} (language code ${language}).`,
    'Keep the keys, placeholders in braces, markdown and emoji unchanged. Return only the JSON object.',
    JSON.stringify(labels),
  ].join('\n');
}
