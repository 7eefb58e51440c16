import { describe, expect, it } from 'vitest';
import { estimateCostUsd, MODEL_PRICES, priceFor, TOOL_PRICES } from './pricing.server';

const none = { inputTokens: 0, cachedTokens: 0, outputTokens: 0, fileSearches: 0, webSearches: 0 };

describe('estimateCostUsd', () => {
  it('prices a million tokens of each kind at the table price of the pinned model', () => {
    const model = 'gpt-4.1-2025-04-14';
    expect(estimateCostUsd({ ...none, model, inputTokens: 1_000_000 })).toBe(MODEL_PRICES['gpt-4.1'].input);
    expect(estimateCostUsd({ ...none, model, cachedTokens: 1_000_000 })).toBe(MODEL_PRICES['gpt-4.1'].cachedInput);
    expect(estimateCostUsd({ ...none, model, outputTokens: 1_000_000 })).toBe(MODEL_PRICES['gpt-4.1'].output);
  });

  it('adds the per-call tool prices', () => {
    const cost = estimateCostUsd({ ...none, model: 'gpt-4.1', fileSearches: 2, webSearches: 1 });
    expect(cost).toBeCloseTo(2 * TOOL_PRICES.fileSearch + TOOL_PRICES.webSearch, 10);
  });

  it('sums a realistic exchange', () => {
    // 2,117 uncached + 4,096 cached input, 74 output, one file search, one web search.
    const cost = estimateCostUsd({
      model: 'gpt-4.1-2025-04-14',
      inputTokens: 2117,
      cachedTokens: 4096,
      outputTokens: 74,
      fileSearches: 1,
      webSearches: 1,
    });
    expect(cost).toBeCloseTo(0.034374, 8);
  });

  it('matches the most specific model family', () => {
    expect(priceFor('gpt-4.1-mini-2025-04-14')).toBe(MODEL_PRICES['gpt-4.1-mini']);
    expect(priceFor('gpt-4.1-nano')).toBe(MODEL_PRICES['gpt-4.1-nano']);
  });

  it('costs nothing for the offline engine, searches included', () => {
    expect(estimateCostUsd({ ...none, model: 'offline', fileSearches: 3, webSearches: 0 })).toBe(0);
  });

  it('prices an unknown OpenAI model like the pinned one, so cost is never silently zero', () => {
    expect(priceFor('gpt-4.2-2026-01-01')).toBe(MODEL_PRICES['gpt-4.1']);
    expect(priceFor('o4-mini')).toBe(MODEL_PRICES['gpt-4.1']);
  });

  it('reads a vendor-prefixed id (OpenRouter) by the model after the prefix', () => {
    expect(priceFor('openai/gpt-4.1-mini')).toBe(MODEL_PRICES['gpt-4.1-mini']);
  });

  it('costs nothing for a local model of the compatible provider that the table does not name', () => {
    for (const model of ['llama3.1:8b', 'Qwen/Qwen2.5-7B-Instruct', 'meta-llama/llama-3.1-8b-instruct'])
      expect(estimateCostUsd({ ...none, model, inputTokens: 5000, outputTokens: 300 })).toBe(0);
  });
});
