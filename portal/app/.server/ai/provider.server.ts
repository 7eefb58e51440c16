// One interface for the AI side, with the spec's operations (section 7). Three implementations:
// offline (default, SQLite FTS5 + the answer engine), openai (hosted, Responses API) and
// compatible (any /v1/chat/completions model, with the offline storage and our own retrieval).
// Callers never branch on which one is active.

/** The spec's listing filter: an "or" group of equality conditions on fileId. */
export interface FileFilter {
  type: 'or';
  filters: Array<{ type: 'eq'; key: 'fileId'; value: string }>;
}

/** The spec's model input item. */
export interface InputItem {
  role: 'user' | 'assistant' | 'developer' | 'system';
  content: Array<
    | { type: 'input_text'; text: string }
    | { type: 'output_text'; text: string }
    | { type: 'input_file'; file_id: string }
  >;
}

export interface FileAttributes {
  fileId: string;
  fileName: string; // without extension
}

export interface ChatTurn {
  assistantId: number;
  realtorUserId: number;
  vectorStoreId: string | null;
  sessionId: string;
  /** Visitor's language code: en, zh-CN, zh-TW, ko, ja, fr (or another BCP-47 code). */
  language: string;
  instructions: string;
  /** Only the last 9 input items (the spec's window); the newest is the visitor's question. */
  input: InputItem[];
  /** null = all listings of the assistant. */
  filter: FileFilter | null;
  prevResponseId: string | null;
  countryCode: string; // CA
  model?: string;
  /** Called with each piece of text as it is produced (streaming); optional. */
  onDelta?: (text: string) => void;
  /**
   * The agent's saved answers that answer this question, best first (listing null = every
   * listing). They outrank the documents for this question; empty or unset when none applies.
   */
  agentAnswers?: AgentAnswerHint[];
}

export interface AgentAnswerHint {
  id: number;
  listingId: number | null;
  listingName: string | null;
  /** The visitor's question it was written for (masked). */
  question: string;
  answer: string;
}

/** AnswerSource.fileName of a reply that quotes the agent's saved answer. */
export const AGENT_ANSWER_SOURCE = "agent's answer";

export interface AnswerSource {
  fileName: string; // or "agent's notes", or AGENT_ANSWER_SOURCE
  page?: number | null;
  listingName?: string;
  excerpt?: string;
}

export interface ChatTurnResult {
  id: string; // response id
  outputText: string; // may contain ##CONTACT@@@{listing}
  model: string;
  usage: { inputTokens: number; cachedTokens: number; outputTokens: number };
  numFileSearch: number;
  numWebSearch: number;
  functionCalls: number;
  sources: AnswerSource[];
  /**
   * The reply hands the visitor over to the agent because it could not answer (not a contact-form
   * offer after an answer). The question is then kept for the agent on /questions.
   */
  handedOver?: boolean;
}

export interface UploadFileInput {
  fileName: string;
  bytes: Buffer;
}

export interface AiProvider {
  /** offline and compatible keep documents and knowledge bases in our database; openai at OpenAI. */
  readonly name: 'offline' | 'openai' | 'compatible';
  /**
   * Wait before attaching a newly uploaded file to a knowledge base when adding files or listings
   * (the spec's 2 s, needed by the hosted provider while it processes the file; 0 or unset = none).
   */
  readonly attachDelayMs?: number;
  /** Returns the provider's file id. The caller retries (3 attempts, the spec's rule). */
  uploadFile(file: UploadFileInput): Promise<string>;
  deleteFile(fileId: string): Promise<boolean>;
  createVectorStore(name: string, fileIds: string[]): Promise<string>;
  deleteVectorStore(vectorStoreId: string): Promise<boolean>;
  addFileToVectorStore(vectorStoreId: string, fileId: string, attributes: FileAttributes): Promise<void>;
  renameVectorStore(vectorStoreId: string, name: string): Promise<boolean>;
  updateFileAttributes(vectorStoreId: string, fileId: string, attributes: FileAttributes): Promise<boolean>;
  respond(turn: ChatTurn): Promise<ChatTurnResult>;
  /** Labels beyond the six shipped languages. */
  translateLabels(labels: Record<string, string>, language: string): Promise<Record<string, string>>;
}
