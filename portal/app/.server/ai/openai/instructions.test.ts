import { describe, expect, it } from 'vitest';
import type { InputItem } from '../provider.server';
import { buildInstructions, contactFormAllowed } from './instructions';

const user = (text: string): InputItem => ({ role: 'user', content: [{ type: 'input_text', text }] });
const bot = (text: string): InputItem => ({ role: 'assistant', content: [{ type: 'output_text', text }] });

describe('the contact-form rule', () => {
  it('waits for at least 3 property questions', () => {
    expect(contactFormAllowed([user('a'), bot('b'), user('c')])).toBe(false);
    expect(contactFormAllowed([user('a'), bot('b'), user('c'), bot('d'), user('e')])).toBe(true);
  });

  it('offers at most once per 3 interactions', () => {
    const offered = [user('q1'), bot('a1'), user('q2'), bot('a2'), user('q3'), bot('a3 ##CONTACT@@@1 Main St')];
    expect(contactFormAllowed([...offered, user('q4')])).toBe(false);
    expect(contactFormAllowed([...offered, user('q4'), bot('a4'), user('q5')])).toBe(false);
    expect(contactFormAllowed([...offered, user('q4'), bot('a4'), user('q5'), bot('a5'), user('q6')])).toBe(true);
  });
});

describe('buildInstructions', () => {
  it('keeps the caller’s instructions and adds the hosted rules and this turn’s verdict', () => {
    const text = buildInstructions({
      language: 'fr',
      countryCode: 'CA',
      input: [user('Bonjour')],
      extra: 'You are Sam’s Assistant.',
    });
    expect(text.startsWith('You are Sam’s Assistant.')).toBe(true);
    expect(text).toContain('under 350 characters');
    expect(text).toContain('file_search');
    expect(text).toContain('do NOT include ##CONTACT');
  });

  it('names the visitor’s language when the caller gives no instructions', () => {
    expect(buildInstructions({ language: 'ko', countryCode: 'CA', input: [] })).toContain('Reply in Korean');
  });

  it('with our own sources instead of tools, asks for their numbers and never names the tools', () => {
    const text = buildInstructions({ language: 'en', countryCode: 'CA', input: [user('Hi')], retrieval: 'sources' });
    expect(text).toContain('numbered sources');
    expect(text).toContain('[2]');
    expect(text).not.toContain('file_search');
    expect(text).not.toContain('web search');
    expect(text).toContain('Fair housing');
  });
});
