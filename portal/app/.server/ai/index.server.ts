// Picks the provider from the configuration: OPENAI_API_KEY set = hosted, unset = offline.
import { config } from '../config.server';

export function describeProvider(): string {
  const c = config();
  return c.openaiApiKey
    ? `OpenAI (${c.openaiModel}${c.openaiBaseUrl ? ` at ${c.openaiBaseUrl}` : ''})`
    : 'offline answer engine (no OPENAI_API_KEY set)';
}
