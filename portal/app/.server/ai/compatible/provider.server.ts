// The compatible provider: any OpenAI-compatible /v1/chat/completions endpoint (Ollama, vLLM,
// LM Studio, llama.cpp's server, Azure OpenAI, OpenRouter, a gateway) answers, grounded in our own
// retrieval. Documents and knowledge bases stay in our database exactly as with the offline
// engine (its storage calls are reused), so switching between the two needs no re-indexing.
//
// One chat.completions.create call per turn through the official SDK, streamed when the page
// streams; a server that refuses streaming gets the same request once without it. 429, 5xx and
// connection failures are retried by the SDK (exponential backoff, Retry-After honoured).
import crypto from 'node:crypto';
import { hasContactMarker } from '@widget/chat/contract';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { AGENT_ANSWER_SOURCE, type AiProvider, type ChatTurn, type ChatTurnResult } from '../provider.server';
import { offlineProvider } from '../offline/provider.server';
import { AiResponseError, TRANSLATION_NO_DATA } from '../openai/errors';
import { translationPrompt } from '../openai/instructions';
import { citedNumbers, outputFilter, visibleText } from './output';
import { buildMessages, citedSources } from './prompt';
import { estimateTokens, retrieveContext } from './retrieval.server';

export interface CompatibleProviderOptions {
  /** Optional: local servers need none (the SDK then sends a placeholder they ignore). */
  apiKey?: string;
  baseURL?: string;
  model: string;
  /** Token budget of the retrieved sources in the prompt. */
  contextTokens?: number;
  maxRetries?: number;
  timeoutMs?: number;
}

export const DEFAULT_CONTEXT_TOKENS = 1500;
type Completion = OpenAI.Chat.Completions.ChatCompletion;
type Usage = OpenAI.Completions.CompletionUsage;

/** The innermost reason of a network failure (fetch wraps ECONNREFUSED in "fetch failed"). */
function rootCause(err: Error): string {
  let e: unknown = err;
  let why = err.message;
  for (let depth = 0; e && depth < 5; depth++) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof x.code === 'string') return x.code;
    if (typeof x.message === 'string' && x.message) why = x.message;
    e = x.cause;
  }
  return why;
}

/** One line for the response log: what failed and the server's own words, never the key. */
function describeError(err: unknown, baseURL: string): { message: string; status?: number } {
  if (err instanceof APIConnectionTimeoutError) return { message: `Chat model at ${baseURL} timed out.` };
  if (err instanceof APIConnectionError) return { message: `Chat model at ${baseURL} unreachable: ${rootCause(err)}` };
  if (err instanceof APIError) {
    const status = typeof err.status === 'number' ? err.status : undefined;
    const detail = (err.error as { message?: string } | undefined)?.message ?? err.message;
    return { message: `Chat model ${status ?? 'error'}: ${detail}`, status };
  }
  return { message: err instanceof Error ? err.message : String(err) };
}

/** A 4xx on the streamed request that a plain request may not get (no streaming, no stream_options). */
function streamRefused(err: unknown): boolean {
  return (
    err instanceof APIError &&
    typeof err.status === 'number' &&
    err.status >= 400 &&
    err.status < 500 &&
    ![401, 403, 404, 429].includes(err.status)
  );
}

function readUsage(usage: Usage | null | undefined, promptText: string, output: string): ChatTurnResult['usage'] {
  // Servers that report no usage (some local ones) get an estimate, so the usage page is not blank.
  if (!usage) return { inputTokens: estimateTokens(promptText), cachedTokens: 0, outputTokens: estimateTokens(output) };
  const cached = usage.prompt_tokens_details?.cached_tokens ?? 0;
  return {
    inputTokens: Math.max(0, (usage.prompt_tokens ?? 0) - cached),
    cachedTokens: cached,
    outputTokens: usage.completion_tokens ?? 0,
  };
}

export function compatibleProvider(opts: CompatibleProviderOptions): AiProvider {
  const baseURL = opts.baseURL ?? 'https://api.openai.com/v1';
  const client = new OpenAI({
    apiKey: opts.apiKey || 'no-key',
    baseURL,
    maxRetries: opts.maxRetries ?? 3,
    timeout: opts.timeoutMs ?? 120_000,
  });
  const storage = offlineProvider();

  async function complete(turn: ChatTurn, params: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming) {
    let raw = '';
    let id = '';
    let model = '';
    let usage: Usage | null | undefined;
    if (turn.onDelta) {
      const filter = outputFilter(turn.onDelta);
      try {
        const stream = await client.chat.completions.create({
          ...params,
          stream: true,
          stream_options: { include_usage: true },
        });
        for await (const chunk of stream) {
          id ||= chunk.id;
          model ||= chunk.model;
          if (chunk.usage) usage = chunk.usage;
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) {
            raw += piece;
            filter.push(piece);
          }
        }
        filter.flush();
        return { raw, id, model, usage };
      } catch (err) {
        if (raw || !streamRefused(err)) throw err;
        console.warn(`compatible provider: streaming refused (${describeError(err, baseURL).message}); asking without`);
      }
    }
    const completion: Completion = await client.chat.completions.create(params);
    raw = completion.choices[0]?.message?.content ?? '';
    if (turn.onDelta && visibleText(raw)) turn.onDelta(visibleText(raw));
    return { raw, id: completion.id, model: completion.model, usage: completion.usage };
  }

  async function respond(turn: ChatTurn): Promise<ChatTurnResult> {
    const model = turn.model || opts.model;
    const context = await retrieveContext(turn, opts.contextTokens ?? DEFAULT_CONTEXT_TOKENS);
    const messages = buildMessages(turn, context);
    let got: Awaited<ReturnType<typeof complete>>;
    try {
      got = await complete(turn, { model, messages });
    } catch (err) {
      const { message, status } = describeError(err, baseURL);
      throw new AiResponseError(message, status, { cause: err });
    }
    const outputText = visibleText(got.raw);
    if (!outputText) throw new AiResponseError(`Chat model ${model} returned no text.`);
    const promptText = messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
    const sources = citedSources(citedNumbers(got.raw), context);
    // As with the hosted provider: the agent's own answer to this question is the reply's source
    // even when the model forgot to cite it, and with it at hand nothing is handed over.
    const answer = context.sources.find((s) => s.kind === 'answer');
    if (answer && !sources.some((s) => s.fileName === AGENT_ANSWER_SOURCE))
      sources.unshift(...citedSources([answer.n], context));
    return {
      id: got.id || `chatcmpl-${crypto.randomBytes(12).toString('hex')}`,
      outputText,
      model: got.model || model,
      usage: readUsage(got.usage, promptText, got.raw),
      numFileSearch: 0,
      numWebSearch: 0,
      functionCalls: 0,
      sources,
      // An offer of the contact form with nothing cited is the model not knowing: the question
      // waits for the agent on /questions.
      handedOver: !answer && hasContactMarker(outputText) && sources.length === 0,
    };
  }

  async function translateLabels(labels: Record<string, string>, language: string): Promise<Record<string, string>> {
    let text: string;
    try {
      // No response_format: several servers accept only json_schema or nothing; the reply is
      // read as the first JSON object in it (models like to wrap it in a code fence).
      const completion = await client.chat.completions.create({
        model: opts.model,
        messages: [{ role: 'user', content: translationPrompt(labels, language) }],
      });
      text = visibleText(completion.choices[0]?.message?.content ?? '');
    } catch (err) {
      const { message, status } = describeError(err, baseURL);
      throw new AiResponseError(message, status, { cause: err });
    }
    let parsed: unknown = null;
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        parsed = JSON.parse(text.slice(start, end + 1));
      } catch {
        parsed = null;
      }
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(TRANSLATION_NO_DATA);
    // Only the keys we asked for, only strings; anything the model dropped stays untranslated.
    const out: Record<string, string> = { ...labels };
    for (const key of Object.keys(labels)) {
      const v = (parsed as Record<string, unknown>)[key];
      if (typeof v === 'string' && v.trim()) out[key] = v;
    }
    return out;
  }

  return { ...storage, name: 'compatible', attachDelayMs: 0, respond, translateLabels };
}
