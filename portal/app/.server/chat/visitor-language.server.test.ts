import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@i18n/languages';
import { requestLanguage, serverText } from './visitor-language.server';

const req = (acceptLanguage?: string) =>
  new Request('http://localhost/api/leads', { headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} });

describe('the language of what the server says to a visitor', () => {
  it("takes the chat's language first, then the browser's, then English", () => {
    expect(requestLanguage(req('ja'), 'fr')).toBe('fr');
    expect(requestLanguage(req('ja'), 'zh-HK')).toBe('zh-TW');
    expect(requestLanguage(req('de-DE,ko;q=0.8'), 'de')).toBe('ko');
    expect(requestLanguage(req('de-DE'), null)).toBe('en');
    expect(requestLanguage(req())).toBe('en');
  });

  it("keeps the spec's English texts exactly", () => {
    expect(serverText('en', 'transcriptFailure')).toBe('Fail to send the email.');
    expect(serverText('en', 'leadFailure')).toBe('Fail to send the email. Please contact the realtor directly.');
    expect(serverText('en', 'transcriptSubject', { product: 'Open House Assistant' })).toBe(
      'Your Chat History from Open House Assistant',
    );
    expect(serverText('en', 'rateLimited')).toBe('Too many requests. Please wait a minute and try again.');
  });

  it('has every text in the six languages, translated', () => {
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      expect(serverText(lang, 'rateLimited')).not.toBe(serverText('en', 'rateLimited'));
      expect(serverText(lang, 'transcriptRequested', { assistant: 'A', email: 'e@x.org' })).toContain('e@x.org');
    }
  });
});
