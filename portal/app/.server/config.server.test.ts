import { describe, expect, it } from 'vitest';
import { aiProviderFrom, ConfigError } from './config.server';

describe('OHA_AI_PROVIDER', () => {
  it('defaults to openai with a key and offline without one', () => {
    expect(aiProviderFrom({ OPENAI_API_KEY: 'sk-x' })).toBe('openai');
    expect(aiProviderFrom({})).toBe('offline');
    expect(aiProviderFrom({ OHA_AI_PROVIDER: ' ', OPENAI_API_KEY: 'sk-x' })).toBe('openai');
  });

  it('takes any of the three, in any case', () => {
    expect(aiProviderFrom({ OHA_AI_PROVIDER: 'offline', OPENAI_API_KEY: 'sk-x' })).toBe('offline');
    expect(aiProviderFrom({ OHA_AI_PROVIDER: 'Compatible', OPENAI_BASE_URL: 'http://localhost:11434/v1' })).toBe(
      'compatible',
    );
    expect(aiProviderFrom({ OHA_AI_PROVIDER: 'compatible', OPENAI_API_KEY: 'sk-x' })).toBe('compatible');
    expect(aiProviderFrom({ OHA_AI_PROVIDER: 'OPENAI', OPENAI_API_KEY: 'sk-x' })).toBe('openai');
  });

  it('refuses a value it does not know, naming the choices', () => {
    expect(() => aiProviderFrom({ OHA_AI_PROVIDER: 'ollama' })).toThrow(ConfigError);
    expect(() => aiProviderFrom({ OHA_AI_PROVIDER: 'ollama' })).toThrow(
      'OHA_AI_PROVIDER="ollama" is not a provider: use offline, openai or compatible.',
    );
  });

  it('refuses a provider that lacks what it needs', () => {
    expect(() => aiProviderFrom({ OHA_AI_PROVIDER: 'openai' })).toThrow(/needs OPENAI_API_KEY/);
    expect(() => aiProviderFrom({ OHA_AI_PROVIDER: 'compatible' })).toThrow(/needs OPENAI_BASE_URL/);
  });
});
