import { describe, expect, it } from 'vitest';
import { CHANNELS, channelSlug, channelUrl, leadSourceLabel, parseLeadSource } from './lead-source';

describe('the src parameter', () => {
  it('keeps every known channel', () => {
    for (const c of CHANNELS) expect(parseLeadSource(c)).toBe(c);
    expect(parseLeadSource('link')).toBe('link');
  });

  it('forgives case, spaces and a hyphen for the underscore', () => {
    expect(parseLeadSource(' SIGN ')).toBe('sign');
    expect(parseLeadSource('open-house')).toBe('open_house');
  });

  it('counts unknown values as "link"', () => {
    expect(parseLeadSource('billboard')).toBe('link');
    expect(parseLeadSource('sign<script>')).toBe('link');
    expect(parseLeadSource('x'.repeat(5000))).toBe('link');
    expect(parseLeadSource(['sign'])).toBe('link');
  });

  it('uses the fallback only when there is no value at all', () => {
    expect(parseLeadSource(null, 'website')).toBe('website');
    expect(parseLeadSource(undefined, 'website')).toBe('website');
    expect(parseLeadSource('', 'website')).toBe('website');
    expect(parseLeadSource('poster', 'website')).toBe('link');
  });

  it('labels stored values, unknown ones as a direct link', () => {
    expect(leadSourceLabel('sign')).toBe('For Sale sign');
    expect(leadSourceLabel('bogus')).toBe('Direct link');
  });

  it('builds the channel link and a file-name part', () => {
    expect(channelUrl('https://oha.example/assistants/dana_1', 'sign')).toBe(
      'https://oha.example/assistants/dana_1?src=sign',
    );
    expect(channelUrl('https://oha.example/assistants/dana_1', 'link')).toBe('https://oha.example/assistants/dana_1');
    expect(channelSlug('sign')).toBe('for-sale-sign');
    expect(channelSlug('mls')).toBe('mls-listing-image');
  });
});
