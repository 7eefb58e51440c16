import { describe, expect, it } from 'vitest';
import { CREATE_QR_SUFFIX, createQrFileName, listQrFileName } from './qr-names';

describe('QR download names', () => {
  it('uses the part of the assistant name before "\'s" plus OHA-qr-code.png on the list', () => {
    expect(listQrFileName('Jane')).toBe('JaneOHA-qr-code.png');
  });
  it('names the channel of a per-channel code', () => {
    expect(listQrFileName('Jane', 'sign')).toBe('JaneOHA-qr-code-for-sale-sign.png');
    expect(listQrFileName('Jane', 'open_house')).toBe('JaneOHA-qr-code-open-house-stand.png');
    expect(listQrFileName('Jane', 'link')).toBe('JaneOHA-qr-code.png');
  });
  it('uses the first name, our suffix and qr-code.png on the create screen', () => {
    expect(CREATE_QR_SUFFIX).toBe('-OHA-');
    expect(createQrFileName('Mary-Ann')).toBe('Mary-Ann-OHA-qr-code.png');
  });
});
