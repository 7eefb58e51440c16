import { describe, expect, it } from 'vitest';
import { contentWords, koreanStem } from './segment';

describe('content words per language', () => {
  it('finds Chinese words with Intl.Segmenter and drops function words', () => {
    const w = contentWords('阁楼的保温材料有没有问题？', 'zh-CN');
    expect(w).toContain('阁楼');
    expect(w).not.toContain('的');
    expect(w).not.toContain('有没有');
  });

  it('keeps Japanese kanji and katakana words, not the kana grammar around them', () => {
    const w = contentWords('屋根裏の断熱材はいつ交換しましたか？', 'ja');
    expect(w).toContain('屋根裏');
    expect(w).toContain('断熱材');
    expect(w).not.toContain('の');
    expect(w).not.toContain('いつ');
  });

  it('strips Korean particles and polite endings from nouns', () => {
    expect(koreanStem('지붕은')).toBe('지붕');
    expect(koreanStem('보일러를')).toBe('보일러');
    expect(koreanStem('교체했어요')).toBe('교체');
    expect(contentWords('다락방 단열재는 언제 교체했어요?', 'ko')).toEqual(['다락방', '단열재', '교체']);
  });

  it('drops French elided articles and folds accents', () => {
    const w = contentWords("L'entrée d'eau a-t-elle été changée?", 'fr');
    expect(w).toContain('entree');
    expect(w).toContain('eau');
    expect(w).not.toContain('l');
  });

  it('keeps English words of a mixed question', () => {
    expect(contentWords('还有knob-and-tube电线吗？', 'zh-CN')).toContain('knob-and-tube');
  });
});
