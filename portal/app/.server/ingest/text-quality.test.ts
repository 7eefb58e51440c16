import { describe, expect, it } from 'vitest';
import { cleanText, hasText, judgeText, measureText } from './text-quality.server';

describe('cleanText', () => {
  it('drops control characters, keeps tabs and makes every line break a newline', () => {
    expect(cleanText('a\u0000b\u0001c\u007f\u0085d\ufeffe\u200bf')).toBe('abcdef');
    expect(cleanText('one\r\ntwo\rthree\u000bfour\u000cfive\u2028six\tcell')).toBe(
      'one\ntwo\nthree\nfour\nfive\nsix\tcell',
    );
    expect(cleanText('lone \ud800 surrogate')).toBe('lone  surrogate');
    expect(cleanText('Deck 😀 café 价格')).toBe('Deck 😀 café 价格');
  });
});

describe('judgeText', () => {
  it('finds no text where there is no letter or digit', () => {
    expect(hasText(' \n\t ')).toBe(false);
    expect(judgeText('  ..  ')).toBe('none');
    expect(judgeText('')).toBe('none');
  });

  it('accepts prose, tables of figures, and Chinese, Japanese and Korean', () => {
    expect(judgeText('The roof was replaced in 2019. Strata fees are $412 a month.')).toBe('text');
    expect(judgeText('Unit | Area | Price\n101 | 640 | 450,000\n102 | 712 | 498,500\n')).toBe('text');
    expect(judgeText('这套房子有三间卧室，步行五分钟即可到达车站。駅から徒歩五分です。학교와 공원이 가깝습니다.')).toBe(
      'text',
    );
    // Too short to judge: a signature line, a page number.
    expect(judgeText('x _____ / ___')).toBe('text');
  });

  it('calls text garbage when most of it is symbols or stray letters', () => {
    const symbols = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ '.repeat(4);
    expect(judgeText(symbols + ' a')).toBe('garbage');
    // Glyphs mapped to the wrong characters, and a bad OCR layer.
    expect(judgeText('C$D"" #""#\'EF$BE9 CFEGC\n01E8&$ E9 H##E5 !E554E"#5#$E"#8#$#2E  $5E" E()07')).toBe('garbage');
    expect(
      judgeText(
        ":.,\ndP\n. .\ni, .\n. . ?\n. i '\n»\n14\ne.\n:\n..\nPr\n.\nsr\nN\n• ki\n.,\n,\nLIL\nk\n1\nsa\ns\n.. % ,",
      ),
    ).toBe('garbage');
    expect(measureText('ab !!').wordShare).toBeCloseTo(2 / 4);
  });

  it('does not count layout against the text: leaders, lines to write on, letter-spacing', () => {
    const contents = 'Contents\nAbstract . . . . . . . . . . . . . . . . 3\nForeword ....................... 4\n';
    expect(measureText(contents).wordShare).toBe(1);
    expect(judgeText('Name: ______________________ Date: ____________ Signature: ______________')).toBe('text');
    expect(judgeText('O P E N   H O U S E\nS U N D A Y 2 - 4 P M\nT h r e e b e d r o o m s')).toBe('text');
  });

  it('judges a short text by its tokens: a word or a number passes, letters tangled with symbols do not', () => {
    expect(judgeText('Page 1')).toBe('text');
    expect(judgeText('TIKA-1512')).toBe('text');
    expect(judgeText('embed_0')).toBe('text');
    expect(judgeText('目录')).toBe('text');
    expect(judgeText('電磁振動器（ソ\nレノイドを含む。）')).toBe('text');
    expect(judgeText('http://host.example')).toBe('text');
    expect(judgeText('A\tB\nC')).toBe('text');
    expect(judgeText('9$7&RGH')).toBe('garbage');
    expect(judgeText('Ķ<\nĶ<\nĶ<\nĶ<')).toBe('garbage');
  });

  it('takes soft hyphens out, so a hyphenated word is found whole', () => {
    expect(cleanText('opti\u00adonal')).toBe('optional');
  });
});
