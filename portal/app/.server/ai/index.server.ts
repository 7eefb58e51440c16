// Picks the provider from the configuration: OPENAI_API_KEY set = hosted, unset = offline.
import { config } from '../config.server';
import type { AiProvider } from './provider.server';
import { offlineProvider } from './offline/provider.server';

let override: AiProvider | undefined;

export function getProvider(): AiProvider {
  if (override) return override;
  // The hosted provider is added by the OpenAI work (./openai/provider.server.ts).
  return offlineProvider();
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
