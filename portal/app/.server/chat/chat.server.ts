// One visitor chat turn, from question to stored answer. Used by the /api/chat route and, without
// any HTTP request, by `oha eval`. Every turn writes the response log, failures included.
import type { DB } from '@db/connection';
import type { AnswerSource, ChatTurnResult, InputItem } from '../ai/provider.server';
import { activeModel, getProvider } from '../ai/index.server';
import { db as appDb } from '../db.server';
import { agentAnswerHints, keepHandedOver } from '../knowledge/chat.server';
import { chatTurnOfVisit } from '../open-houses/live.server';
import { recountOpenHouseStats } from '../open-houses/stats-counters.server';
import { t } from '@i18n/catalogs';
import { detectLanguage } from '@i18n/detect-language';
import { shippedLanguage, toLang } from '@i18n/languages';
import type { LeadSource } from '~/validation/lead-source';
import { loadPublicAssistant, type PublicAssistant } from './assistant-info.server';
import { hasContactMarker, normaliseSelection, sameSelection } from '@widget/chat/contract';
import { ALL_LISTINGS_NOTE, buildFileFilter, filterChangedNote } from './filters';
import { lastInputItems, toInputItem, INPUT_WINDOW, type StoredMessage } from './history';
import { chatContext } from './instructions';
import { maskSensitive } from './masking';
import { writeResponseLog } from './response-log.server';
import { isSessionId, newSessionId } from './session-id';
import { serverText } from './visitor-language.server';

export const MAX_MESSAGE_CHARS = 2000;

export interface ChatTurnInput {
  pathname: string;
  sessionId: string | null;
  message: string;
  language: string;
  selectedListingIds: number[] | null;
  /** Where the visitor came from; kept on a new session only (the first channel counts). */
  leadSource?: LeadSource;
  /** The code of the open house whose link the chat page came through (?oh=); kept on a new session. */
  openHouseCode?: string | null;
  ip?: string;
  onDelta?: (t: string) => void;
}

export interface ChatTurnOutput {
  sessionId: string;
  responseId: string;
  text: string;
  outputType: 'text' | 'form';
  sources: AnswerSource[];
  ms: number;
  /** The language of the question, which the answer is written in (see detectLanguage). */
  language: string;
  /** True when the provider failed: `text` is then the spec's apology and the log says needsFix. */
  failed?: boolean;
}

export class ChatInputError extends Error {
  constructor(
    public readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

async function ensureSession(
  database: DB,
  assistant: PublicAssistant,
  requested: string | null,
  language: string,
  leadSource: LeadSource,
  openHouseCode: string | null,
) {
  if (isSessionId(requested)) {
    const row = await database
      .selectFrom('chatSessions')
      .select(['id', 'assistantId', 'selectedListingIds', 'openHouseId'])
      .where('id', '=', requested)
      .executeTakeFirst();
    if (row && row.assistantId === assistant.id)
      return { id: row.id, selection: parseSelection(row.selectedListingIds), openHouseId: row.openHouseId };
  }
  // Unknown, foreign or malformed ids start a new session rather than failing the visitor. A chat
  // through an open house's link belongs to it (signed in or not): its stats and seller report.
  const id = newSessionId();
  const openHouseId = await openHouseOfCode(database, assistant.id, openHouseCode);
  await database
    .insertInto('chatSessions')
    .values({ id, assistantId: assistant.id, language, leadSource, openHouseId })
    .execute();
  return { id, selection: null as number[] | null, openHouseId };
}

/** The id of this assistant's open house with that link code; null for none (or another agent's). */
async function openHouseOfCode(database: DB, assistantId: number, code: string | null): Promise<number | null> {
  if (!code || !/^[A-Za-z0-9_-]{4,64}$/.test(code)) return null;
  const row = await database
    .selectFrom('openHouses')
    .select('id')
    .where('code', '=', code)
    .where('assistantId', '=', assistantId)
    .executeTakeFirst();
  return row?.id ?? null;
}

function parseSelection(json: string | null): number[] | null {
  if (!json) return null;
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.map(Number).filter(Number.isInteger) : null;
  } catch {
    return null;
  }
}

/** The file ids of the listings' documents (the chat's filter; the documents-missing recheck). */
export async function fileIdsOf(database: DB, listingIds: number[]): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await database
    .selectFrom('documents')
    .select('fileId')
    .where('listingId', 'in', listingIds)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.fileId);
}

export async function handleChatTurn(input: ChatTurnInput, database: DB = appDb()): Promise<ChatTurnOutput> {
  const message = input.message.trim();
  const chosen = toLang(input.language);
  if (!message) throw new ChatInputError(400, serverText(chosen, 'invalidInput'));
  if (message.length > MAX_MESSAGE_CHARS) throw new ChatInputError(400, serverText(chosen, 'invalidInput'));
  const assistant = await loadPublicAssistant(input.pathname, database);
  if (!assistant) throw new ChatInputError(404, serverText(chosen, 'notFound'));

  // The answer follows the language the visitor wrote in, not the menu (a Japanese question in a
  // French chat is answered in Japanese); short or mixed messages keep the chosen language.
  const language = detectLanguage(message, input.language || 'en');
  const session = await ensureSession(
    database,
    assistant,
    input.sessionId,
    language,
    input.leadSource ?? 'link',
    input.openHouseCode ?? null,
  );
  const selection = normaliseSelection(
    input.selectedListingIds,
    assistant.listings.map((l) => l.id),
  );

  const stored: Array<StoredMessage & { responseId: string | null }> = await database
    .selectFrom('chatMessages')
    .select(['role', 'type', 'content', 'responseId'])
    .where('sessionId', '=', session.id)
    .orderBy('id')
    .execute();

  let developerNote: string | null = null;
  if (!sameSelection(selection, session.selection)) {
    developerNote = selection
      ? filterChangedNote(assistant.listings.filter((l) => selection.includes(l.id)).map((l) => l.listingName))
      : ALL_LISTINGS_NOTE;
  }

  const newItems: InputItem[] = [];
  if (developerNote) newItems.push(toInputItem({ role: 'developer', type: 'text', content: developerNote })!);
  newItems.push({ role: 'user', content: [{ type: 'input_text', text: message }] });
  const inputItems = [...lastInputItems(stored, INPUT_WINDOW), ...newItems].slice(-INPUT_WINDOW);

  const prevResponseId = [...stored].reverse().find((m) => m.role === 'assistant' && m.responseId)?.responseId ?? null;
  const filter = selection ? buildFileFilter(await fileIdsOf(database, selection)) : null;
  const maskedInput = maskSensitive(message);
  // The agent's saved answers to this question outrank the documents, with either provider.
  const agentAnswers = await agentAnswerHints(database, assistant.id, selection, message);

  const started = performance.now();
  let result: ChatTurnResult | null = null;
  let error: unknown = null;
  try {
    result = await getProvider().respond({
      assistantId: assistant.id,
      realtorUserId: assistant.realtorUserId,
      vectorStoreId: assistant.vectorStoreId,
      sessionId: session.id,
      language,
      instructions: chatContext({
        assistantName: assistant.ohaName,
        agentName: assistant.agentName,
        listings: assistant.listings,
        language,
      }),
      input: inputItems,
      filter,
      prevResponseId,
      countryCode: 'CA',
      onDelta: input.onDelta,
      agentAnswers,
    });
  } catch (err) {
    error = err;
  }
  const ms = performance.now() - started;
  const failed = !result;
  // The apology is in the answer's language when it is one of the six, else the chat's.
  const text = result ? result.outputText : t(shippedLanguage(language) ?? chosen, 'chat', 'chatFailure');
  const outputType: 'text' | 'form' = result && hasContactMarker(result.outputText) ? 'form' : 'text';
  const responseId = result?.id ?? `failed_${session.id}_${Date.now()}`;

  // Stored after respond() returns, so the engine sees only the earlier messages of the session.
  await database.transaction().execute(async (trx) => {
    if (developerNote) {
      await trx
        .insertInto('chatMessages')
        .values({ sessionId: session.id, role: 'developer', type: 'text', content: developerNote })
        .execute();
    }
    await trx
      .insertInto('chatMessages')
      .values({ sessionId: session.id, role: 'user', type: 'text', content: maskedInput })
      .execute();
    if (result) {
      await trx
        .insertInto('chatMessages')
        .values({
          sessionId: session.id,
          role: 'assistant',
          type: outputType,
          content: result.outputText,
          responseId: result.id,
          // Kept with the reply: a follow-up email quotes the answer with its sources.
          sources: result.sources.length ? JSON.stringify(result.sources) : null,
        })
        .execute();
    }
    await trx
      .updateTable('chatSessions')
      .set({
        language,
        selectedListingIds: selection ? JSON.stringify(selection) : null,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', session.id)
      .execute();
    // A chat through an open house's link: its counters (chats, questions) with the question.
    if (session.openHouseId !== null) await recountOpenHouseStats(trx, [session.openHouseId]);
  });

  const errorMsgs = error
    ? maskSensitive(error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000)
    : null;
  await writeResponseLog(database, {
    realtorUserId: assistant.realtorUserId,
    ohaId: assistant.id,
    sessionId: session.id,
    responseId: result?.id ?? null,
    userInput: maskedInput,
    modelOutput: result?.outputText ?? '',
    outputType,
    model: result?.model ?? activeModel(),
    inputTokens: result?.usage.inputTokens ?? 0,
    cachedTokens: result?.usage.cachedTokens ?? 0,
    outputTokens: result?.usage.outputTokens ?? 0,
    numFileSearch: result?.numFileSearch ?? 0,
    numWebSearch: result?.numWebSearch ?? 0,
    functionCalls: result?.functionCalls ?? 0,
    latencyMs: ms,
    failed,
    errorMsgs,
  });
  if (errorMsgs) console.error('chat turn failed:', errorMsgs);
  if (result?.handedOver) {
    await keepHandedOver(database, {
      assistantId: assistant.id,
      listings: assistant.listings,
      selection,
      sessionId: session.id,
      responseId: result.id,
      question: maskedInput,
      reply: result.outputText,
      language,
    });
  }

  // An open house's visitor: the agent's live list shows the new question (and a handover).
  await chatTurnOfVisit(database, session.id);

  return {
    sessionId: session.id,
    responseId,
    text,
    outputType,
    sources: result?.sources ?? [],
    ms,
    language,
    ...(failed ? { failed: true } : {}),
  };
}
