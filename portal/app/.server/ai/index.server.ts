// Picks the provider from the configuration: OPENAI_API_KEY set = hosted, unset = offline.
import { config } from '../config.server';
import type { AiProvider } from './provider.server';
import { offlineProvider } from './offline/provider.server';
import { openaiProvider } from './openai/provider.server';

let override: AiProvider | undefined;
// One hosted instance per process (one HTTP client, one connection pool).
let hosted: { key: string; provider: AiProvider } | undefined;

export function getProvider(): AiProvider {
  if (override) return override;
  const c = config();
  if (!c.openaiApiKey) return offlineProvider();
  const key = `${c.openaiApiKey}|${c.openaiBaseUrl ?? ''}|${c.openaiModel}`;
  if (hosted?.key !== key) {
    hosted = {
      key,
      provider: openaiProvider({ apiKey: c.openaiApiKey, baseURL: c.openaiBaseUrl, model: c.openaiModel }),
    };
  }
  return hosted.provider;
}

export function setProviderForTests(p: AiProvider | undefined): void {
  override = p;
}

export function describeProvider(): string {
  const c = config();
  return c.openaiApiKey
    ? `OpenAI (${c.openaiModel}${c.openaiBaseUrl ? ` at ${c.openaiBaseUrl}` : ''})`
    : 'offline answer engine (no OPENAI_API_KEY set)';
}
