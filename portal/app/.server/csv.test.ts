import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and ends every row with CRLF', () => {
    expect(toCsv([['a', 'b, c', 'say "hi"', 'two\nlines', null, 3]])).toBe('a,"b, c","say ""hi""","two\nlines",,3\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(toCsv([['=SUM(A1)', '+1', '-x', '@cmd', -2]])).toBe("'=SUM(A1),'+1,'-x,'@cmd,-2\r\n");
  });

  it('starts with a byte order mark only when asked', () => {
    expect(toCsv([['x']], { bom: true })).toBe('\uFEFFx\r\n');
    expect(toCsv([['x']])).toBe('x\r\n');
  });
});
