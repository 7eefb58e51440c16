// The hosted provider: the spec's flow through the official `openai` SDK (files, vector stores
// named {fName}{lName}_VS with file attributes, the Responses API with file_search + web_search).
// Transient failures (429, 5xx, connection) are retried by the SDK with exponential backoff, a
// bounded number of times, honouring Retry-After; 401/403/400 fail at once.
import OpenAI, { APIError, toFile } from 'openai';
import {
  AGENT_ANSWER_SOURCE,
  type AiProvider,
  type ChatTurn,
  type ChatTurnResult,
  type FileAttributes,
  type InputItem,
  type UploadFileInput,
} from '../provider.server';
import {
  AddFileToVsError,
  AddFileToVsNullError,
  AiResponseError,
  TRANSLATION_NO_DATA,
  UpdateVsFileAttributesNullError,
  UpdateVsNullError,
  UploadAFileToAiError,
  VectorStoreCreateError,
} from './errors';
import { citationFilter } from './citations';
import { hasContactMarker } from '@widget/chat/contract';
import { buildInstructions, translationPrompt } from './instructions';
import { outputTextOf, readResponse } from './usage';

/** The spec's context window: only the last 9 input items are sent. */
export const INPUT_WINDOW = 9;
/** The spec's 2 s before attaching a file on add (applied by ingestion through attachDelayMs). */
export const ATTACH_DELAY_MS = 2000;

export interface OpenAiProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Retries of a transient failure per request (the SDK's backoff). */
  maxRetries?: number;
  /** The wait callers apply before attaching newly added files (AiProvider.attachDelayMs). */
  attachDelayMs?: number;
  timeoutMs?: number;
}

type ResponseInput = OpenAI.Responses.ResponseInput;
type Tool = OpenAI.Responses.Tool;

/** Assistant turns go back as output_text, everything else as input_text (the API insists). */
export function toResponseInput(items: InputItem[]): ResponseInput {
  return items.slice(-INPUT_WINDOW).map((item) => ({
    role: item.role,
    content: item.content.map((c) => {
      if (c.type === 'input_file') return c;
      return { type: item.role === 'assistant' ? 'output_text' : 'input_text', text: c.text };
    }),
  })) as unknown as ResponseInput;
}

export function chatTools(turn: Pick<ChatTurn, 'vectorStoreId' | 'filter' | 'countryCode'>): Tool[] {
  const tools: Tool[] = [];
  if (turn.vectorStoreId) {
    const fileSearch: OpenAI.Responses.FileSearchTool = { type: 'file_search', vector_store_ids: [turn.vectorStoreId] };
    if (turn.filter && turn.filter.filters.length > 0) fileSearch.filters = turn.filter;
    tools.push(fileSearch);
  }
  tools.push({
    type: 'web_search',
    user_location: { type: 'approximate', country: turn.countryCode || 'CA' },
    search_context_size: 'high',
  });
  return tools;
}

/** One line for the response log and the server log: status and the provider's message, no secrets. */
function describeError(err: unknown): { message: string; status?: number } {
  if (err instanceof APIError) {
    const status = typeof err.status === 'number' ? err.status : undefined;
    const detail = (err.error as { message?: string } | undefined)?.message ?? err.message;
    return { message: `OpenAI ${status ?? 'error'}: ${detail}`, status };
  }
  return { message: err instanceof Error ? err.message : String(err) };
}

function logFailure(op: string, err: unknown): void {
  console.error(
    `openai ${op} failed: ${err instanceof Error ? `${err.name}: ${describeError(err).message}` : String(err)}`,
  );
}

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The name OpenAI sees. The generated notes document is UTF-8 text named *.doc (the spec's name);
 * OpenAI would try to parse it as a Word file and fail, so a ".doc" that is not a Word (OLE)
 * file goes up as ".txt". Our own records keep the spec's name.
 */
export function uploadNameFor(fileName: string, bytes: Buffer): string {
  if (/\.doc$/i.test(fileName) && !bytes.subarray(0, 4).equals(OLE_MAGIC)) return fileName.replace(/\.doc$/i, '.txt');
  return fileName;
}

export function openaiProvider(opts: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL,
    maxRetries: opts.maxRetries ?? 3,
    timeout: opts.timeoutMs ?? 120_000,
  });
  async function respond(turn: ChatTurn): Promise<ChatTurnResult> {
    const model = turn.model || opts.model;
    const params = {
      model,
      instructions: buildInstructions({
        language: turn.language,
        countryCode: turn.countryCode,
        input: turn.input.slice(-INPUT_WINDOW),
        extra: turn.instructions,
        agentAnswers: turn.agentAnswers,
      }),
      input: toResponseInput(turn.input),
      tools: chatTools(turn),
      ...(turn.prevResponseId ? { previous_response_id: turn.prevResponseId } : {}),
      store: true,
    } satisfies OpenAI.Responses.ResponseCreateParamsNonStreaming;

    let response: OpenAI.Responses.Response | undefined;
    try {
      if (turn.onDelta) {
        const stream = await client.responses.create({ ...params, stream: true as const });
        const deltas = citationFilter(turn.onDelta);
        for await (const event of stream) {
          if (event.type === 'response.output_text.delta') deltas.push(event.delta);
          else if (event.type === 'response.completed' || event.type === 'response.incomplete')
            response = event.response;
          else if (event.type === 'response.failed')
            throw new AiResponseError(`OpenAI response failed: ${event.response.error?.message ?? 'unknown error'}`);
          else if (event.type === 'error') throw new AiResponseError(`OpenAI stream error: ${event.message}`);
        }
        deltas.flush();
        if (!response) throw new AiResponseError('OpenAI stream ended before the response completed.');
      } else {
        // No `stream` key at all: some OpenAI-compatible servers reject an explicit false.
        response = await client.responses.create(params);
      }
    } catch (err) {
      if (err instanceof AiResponseError) throw err;
      const { message, status } = describeError(err);
      throw new AiResponseError(message, status, { cause: err });
    }

    const r = readResponse(response);
    if (!r.outputText.trim()) throw new AiResponseError('OpenAI returned no output text.');
    const agentAnswer = turn.agentAnswers?.[0];
    return {
      id: response.id,
      model: response.model || model,
      ...r,
      sources: agentAnswer
        ? [{ fileName: AGENT_ANSWER_SOURCE, listingName: agentAnswer.listingName ?? undefined }, ...r.sources]
        : r.sources,
      // The model offers the contact form when the files do not answer; an offer after an answer
      // it found in the files cites them. With the agent's own answer at hand nothing is handed over.
      handedOver: !agentAnswer && hasContactMarker(r.outputText) && r.sources.length === 0,
    };
  }

  return {
    name: 'openai',
    // Ingestion waits this long before attaching files on add, while OpenAI processes the upload.
    attachDelayMs: opts.attachDelayMs ?? ATTACH_DELAY_MS,

    async uploadFile(file: UploadFileInput): Promise<string> {
      try {
        // The caller makes the spec's 3 attempts; no SDK retries inside each one.
        const created = await client.files.create(
          { file: await toFile(file.bytes, uploadNameFor(file.fileName, file.bytes)), purpose: 'assistants' },
          { maxRetries: 0 },
        );
        if (!created?.id) throw new Error('no file id in the response');
        return created.id;
      } catch (err) {
        logFailure('upload', err);
        throw new UploadAFileToAiError({ cause: err });
      }
    },

    async deleteFile(fileId: string): Promise<boolean> {
      try {
        await client.files.delete(fileId);
        return true;
      } catch (err) {
        logFailure('file delete', err);
        return false;
      }
    },

    async createVectorStore(name: string, fileIds: string[]): Promise<string> {
      try {
        const vs = await client.vectorStores.create({ name, file_ids: fileIds });
        if (!vs?.id) throw new Error('no vector store id in the response');
        return vs.id;
      } catch (err) {
        logFailure('vector store create', err);
        throw new VectorStoreCreateError({ cause: err });
      }
    },

    async deleteVectorStore(vectorStoreId: string): Promise<boolean> {
      try {
        await client.vectorStores.delete(vectorStoreId);
        return true;
      } catch (err) {
        logFailure('vector store delete', err);
        return false;
      }
    },

    async addFileToVectorStore(vectorStoreId: string, fileId: string, attributes: FileAttributes): Promise<void> {
      if (!vectorStoreId || !fileId) throw new AddFileToVsNullError();
      try {
        const attached = await client.vectorStores.files.create(vectorStoreId, {
          file_id: fileId,
          attributes: { fileId: attributes.fileId, fileName: attributes.fileName },
        });
        if (!attached?.id) throw new Error('no vector store file in the response');
      } catch (err) {
        logFailure('attach', err);
        throw new AddFileToVsError(fileId, vectorStoreId, { cause: err });
      }
    },

    async renameVectorStore(vectorStoreId: string, name: string): Promise<boolean> {
      try {
        if (!vectorStoreId || !name) throw new UpdateVsNullError();
        await client.vectorStores.update(vectorStoreId, { name });
        return true;
      } catch (err) {
        logFailure('vector store rename', err);
        return false;
      }
    },

    async updateFileAttributes(vectorStoreId: string, fileId: string, attributes: FileAttributes): Promise<boolean> {
      try {
        if (!vectorStoreId || !fileId || !attributes) throw new UpdateVsFileAttributesNullError();
        await client.vectorStores.files.update(fileId, {
          vector_store_id: vectorStoreId,
          attributes: { fileId: attributes.fileId, fileName: attributes.fileName },
        });
        return true;
      } catch (err) {
        logFailure('file attributes update', err);
        return false;
      }
    },

    respond,

    async translateLabels(labels: Record<string, string>, language: string): Promise<Record<string, string>> {
      let text: string;
      try {
        const response = await client.responses.create({
          model: opts.model,
          input: translationPrompt(labels, language),
          text: { format: { type: 'json_object' } },
          store: false,
        });
        text = outputTextOf(response);
      } catch (err) {
        const { message, status } = describeError(err);
        throw new AiResponseError(message, status, { cause: err });
      }
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(TRANSLATION_NO_DATA);
      // Only the keys we asked for, only strings; anything the model dropped stays untranslated.
      const out: Record<string, string> = { ...labels };
      for (const key of Object.keys(labels)) {
        const v = (parsed as Record<string, unknown>)[key];
        if (typeof v === 'string' && v.trim()) out[key] = v;
      }
      return out;
    },
  };
}
