import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { word97PieceText } from './word97-pieces.server';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));

describe('word97PieceText (the fallback for a .doc word-extractor cannot read)', () => {
  it('reads the text of a Word 97 file from its piece table', () => {
    const text = word97PieceText(fixture('notes.doc'));
    expect(text).toContain('The roof was replaced in 2019.');
    expect(text).not.toMatch(/\r/);
  });

  it('gives null, not an exception, for what is not a Word 97 file', () => {
    expect(word97PieceText(fixture('corrupt.doc'))).toBeNull();
    expect(word97PieceText(Buffer.from('not a compound file'))).toBeNull();
    const cut = fixture('notes.doc').subarray(0, 2048);
    expect(() => word97PieceText(cut)).not.toThrow();
  });
});
