// Cost estimate of one exchange in USD, from the price table (filled in by the OpenAI work).
export interface UsageForCost {
  model: string;
  inputTokens: number; // normal (uncached) input tokens
  cachedTokens: number;
  outputTokens: number;
  fileSearches: number;
  webSearches: number;
}

export function estimateCostUsd(u: UsageForCost): number {
  void u;
  return 0;
}
