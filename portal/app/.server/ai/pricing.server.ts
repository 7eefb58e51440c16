// Cost estimate of one exchange in USD, before tax. The price table below is the one place to
// update when the provider's prices change (https://openai.com/api/pricing/), or to give a model
// of an OpenAI-compatible endpoint its price (unknown non-OpenAI models count as free).
export interface UsageForCost {
  model: string;
  inputTokens: number; // normal (uncached) input tokens
  cachedTokens: number;
  outputTokens: number;
  fileSearches: number;
  webSearches: number;
}

export interface ModelPrice {
  /** USD per million tokens. */
  input: number;
  cachedInput: number;
  output: number;
}

/** USD per million tokens, per model family; dated model ids match their family by prefix. */
export const MODEL_PRICES: Record<string, ModelPrice> = {
  'gpt-4.1': { input: 2.0, cachedInput: 0.5, output: 8.0 },
  'gpt-4.1-mini': { input: 0.4, cachedInput: 0.1, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, cachedInput: 0.025, output: 0.4 },
  'gpt-4o': { input: 2.5, cachedInput: 1.25, output: 10.0 },
  'gpt-4o-mini': { input: 0.15, cachedInput: 0.075, output: 0.6 },
};

/** USD per tool call. */
export const TOOL_PRICES = {
  fileSearch: 2.5 / 1000, // $2.50 per 1,000 file_search calls
  webSearch: 25 / 1000, // $25.00 per 1,000 web_search calls (non-reasoning models, search content included)
};

/** The offline engine (model "offline", or "offline-..." if it ever gets versions) costs nothing. */
const isFree = (model: string) => model === 'offline' || model.startsWith('offline-');

/** Prices for OpenAI models not in the table (a new dated id): the pinned model's. */
const FALLBACK_MODEL = 'gpt-4.1';
/** OpenAI's own model ids; any other model not in the table (a local one) costs nothing. */
const OPENAI_FAMILY = /^(?:gpt-|chatgpt-|o\d)/;

/**
 * The price of a model, or null when it costs nothing we know of. Ids with a vendor prefix
 * (OpenRouter's "openai/gpt-4.1-mini") are read without it. Models served by the compatible
 * provider (llama3.1:8b, Qwen/Qwen2.5-7B-Instruct) are free unless a row above names them:
 * add a row with their price to count a paid endpoint.
 */
export function priceFor(model: string): ModelPrice | null {
  if (isFree(model)) return null;
  const id = model.includes('/') ? model.slice(model.lastIndexOf('/') + 1) : model;
  // Longest family name that prefixes the id wins: gpt-4.1-mini-2025-04-14 is gpt-4.1-mini, not gpt-4.1.
  const family = Object.keys(MODEL_PRICES)
    .filter((k) => [model, id].some((m) => m === k || m.startsWith(`${k}-`) || m.startsWith(`${k}:`)))
    .sort((a, b) => b.length - a.length)[0];
  if (family) return MODEL_PRICES[family]!;
  return OPENAI_FAMILY.test(id) ? MODEL_PRICES[FALLBACK_MODEL]! : null;
}

export function estimateCostUsd(u: UsageForCost): number {
  const p = priceFor(u.model);
  if (!p) return 0;
  const tokens = (u.inputTokens * p.input + u.cachedTokens * p.cachedInput + u.outputTokens * p.output) / 1_000_000;
  const tools = u.fileSearches * TOOL_PRICES.fileSearch + u.webSearches * TOOL_PRICES.webSearch;
  // Round away float noise; the page shows 4 decimals, sums keep more.
  return Math.round((tokens + tools) * 1e8) / 1e8;
}
