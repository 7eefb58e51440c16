// Picks the provider from the configuration (OHA_AI_PROVIDER, defaulting to openai with a key and
// offline without one).
import { config } from '../config.server';
import type { AiProvider } from './provider.server';
import { compatibleProvider } from './compatible/provider.server';
import { offlineProvider } from './offline/provider.server';
import { openaiProvider } from './openai/provider.server';

let override: AiProvider | undefined;
// One networked instance per process (one HTTP client, one connection pool).
let networked: { key: string; provider: AiProvider } | undefined;

export function getProvider(): AiProvider {
  if (override) return override;
  const c = config();
  if (c.aiProvider === 'offline') return offlineProvider();
  const key = `${c.aiProvider}|${c.openaiApiKey ?? ''}|${c.openaiBaseUrl ?? ''}|${c.openaiModel}|${c.contextTokens}`;
  if (networked?.key !== key) {
    const opts = { apiKey: c.openaiApiKey, baseURL: c.openaiBaseUrl, model: c.openaiModel };
    networked = {
      key,
      provider:
        c.aiProvider === 'compatible'
          ? compatibleProvider({ ...opts, contextTokens: c.contextTokens })
          : openaiProvider({ ...opts, apiKey: c.openaiApiKey! }),
    };
  }
  return networked.provider;
}

export function setProviderForTests(p: AiProvider | undefined): void {
  override = p;
}

/** The model name a failed turn is logged under (a successful one logs what the server answered). */
export function activeModel(): string {
  return config().aiProvider === 'offline' ? 'offline' : config().openaiModel;
}

export function describeProvider(): string {
  const c = config();
  const at = c.openaiBaseUrl ? ` at ${c.openaiBaseUrl}` : '';
  switch (c.aiProvider) {
    case 'openai':
      return `OpenAI (${c.openaiModel}${at})`;
    case 'compatible':
      return `OpenAI-compatible chat completions (${c.openaiModel}${at || ' at OpenAI'}; our own retrieval, ${c.contextTokens} context tokens)`;
    default:
      return `offline answer engine (${c.openaiApiKey ? 'OHA_AI_PROVIDER=offline' : 'no OPENAI_API_KEY set'})`;
  }
}
