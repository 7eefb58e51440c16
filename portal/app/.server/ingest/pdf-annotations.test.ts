import { describe, expect, it } from 'vitest';
import { annotationText, type PdfAnnotation } from './pdf-annotations.server';

const widget = (over: Partial<PdfAnnotation>): PdfAnnotation => ({
  subtype: 'Widget',
  fieldType: 'Tx',
  fieldName: 'f',
  rect: [100, 500, 300, 520],
  ...over,
});

describe('annotationText', () => {
  it('orders values top to bottom, then left to right', () => {
    const text = annotationText([
      widget({ fieldName: 'b', fieldValue: 'lower', rect: [100, 400, 200, 420] }),
      widget({ fieldName: 'c', fieldValue: 'right', rect: [300, 500, 400, 520] }),
      widget({ fieldName: 'a', fieldValue: 'left', rect: [100, 500, 200, 520] }),
      { subtype: 'FreeText', contentsObj: { str: ' top note ' }, rect: [50, 700, 500, 750] },
    ]);
    expect(text).toBe('top note\nleft\nright\nlower');
  });

  it('keeps what a person typed or chose and leaves out the rest', () => {
    const text = annotationText([
      widget({ fieldName: 'empty', fieldValue: '' }),
      widget({ fieldName: 'pin', fieldValue: '1234', password: true }),
      widget({ fieldName: 'box', fieldType: 'Btn', checkBox: true, fieldValue: 'Yes' }),
      widget({ fieldName: 'radio', fieldType: 'Btn', radioButton: true, fieldValue: 'Off' }),
      widget({ fieldName: 'push', fieldType: 'Btn', fieldValue: 'Submit' }),
      widget({ fieldName: 'hidden', fieldValue: 'secret', hidden: true }),
      { subtype: 'Link', contentsObj: { str: 'a link' } },
      { subtype: 'Text', contentsObj: { str: 'a reviewer note' } },
    ]);
    expect(text).toBe('');
    expect(
      annotationText([
        widget({ fieldName: 'kind', fieldType: 'Btn', radioButton: true, fieldValue: 'Detached', rect: [0, 9, 1, 10] }),
        widget({ fieldName: 'rooms', fieldType: 'Ch', fieldValue: ['Den', 'Loft'], rect: [0, 5, 1, 6] }),
      ]),
    ).toBe('Detached\nDen, Loft');
  });

  it('names a value by its tooltip and says a repeated field once', () => {
    const text = annotationText([
      widget({ fieldName: 'addr', alternativeText: 'Civic address', fieldValue: '12 Harbour Lane' }),
      widget({ fieldName: 'addr', alternativeText: 'Civic address', fieldValue: '12 Harbour Lane' }),
      widget({ fieldName: 'same', alternativeText: 'Yes', fieldValue: 'Yes', rect: [0, 0, 1, 1] }),
    ]);
    expect(text).toBe('Civic address: 12 Harbour Lane\nYes');
  });
});
