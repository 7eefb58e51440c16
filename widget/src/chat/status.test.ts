import { describe, expect, it } from 'vitest';
import { CATALOGS } from '@i18n/catalogs';
import { statusIcon, statusText } from './status';

describe('listing status', () => {
  it('shows the four menu statuses in the chat language and free text as written', () => {
    expect(statusText(CATALOGS.fr.chat, 'Active Listing')).toBe('En vente');
    expect(statusText(CATALOGS.ja.chat, 'Coming Soon')).toBe('近日公開');
    expect(statusText(CATALOGS['zh-TW'].chat, ' pending sale ')).toBe('待成交');
    expect(statusText(CATALOGS.ko.chat, 'SOLD')).toBe('판매 완료');
    expect(statusText(CATALOGS.en.chat, 'SOLD')).toBe('SOLD');
    expect(statusText(CATALOGS.fr.chat, 'Open house Sunday 2-4')).toBe('Open house Sunday 2-4');
  });

  it('picks the icon from the words the agent typed', () => {
    expect(statusIcon('Coming Soon')).toBe('clock');
    expect(statusIcon('Active Listing')).toBe('sign');
    expect(statusIcon('Pending Sale')).toBe('hourglass');
    expect(statusIcon('SOLD')).toBe('home');
  });
});
