// Questions that ask something of the agent (an action, an opinion, a prediction, advice, a
// promise on the seller's behalf) are told apart in each of the six languages, and questions that
// ask the documents are not taken for them. The samples are typed per language and per kind: a
// language or a kind without a sample is a type error.
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../concepts/vocabulary';
import { AGENT_ASKS, type AgentAsk } from '../lang/types';
import { agentAsk } from './agent-asks';

const ASKS: Record<Lang, Record<AgentAsk, string>> = {
  en: {
    action: 'Could you send me the inspection report?',
    opinion: 'Is it a fair price for the area?',
    prediction: 'Will the strata fees go up next year?',
    advice: 'Do I need a lawyer for the purchase?',
    promise: 'Would the sellers leave the piano?',
  },
  fr: {
    action: "Pouvez-vous m'envoyer le rapport d'inspection ?",
    opinion: 'À votre avis, est-ce un bon placement ?',
    prediction: "Les frais vont-ils augmenter l'an prochain ?",
    advice: 'Est-ce que je dois payer la taxe de bienvenue ?',
    promise: 'Les vendeurs laisseraient-ils le piano ?',
  },
  ja: {
    action: '点検報告書を送ってもらえますか？',
    opinion: 'この価格は妥当だと思いますか？',
    prediction: '管理費は将来上がりますか？',
    advice: '住宅ローンの金利はどれくらいで借りられますか？',
    promise: '売主はピアノを置いていってくれますか？',
  },
  ko: {
    action: '점검 보고서를 보내 주세요.',
    opinion: '이 가격이 적당한 가격인가요?',
    prediction: '관리비가 내년에 오를까요?',
    advice: '취득세를 내야 하나요?',
    promise: '매도인이 피아노를 남겨 줄 수 있나요?',
  },
  'zh-CN': {
    action: '能帮我约周六看房吗？',
    opinion: '你觉得这个价格合理吗？',
    prediction: '这里的房价会涨吗？',
    advice: '我需要请律师吗？',
    promise: '卖家可以把钢琴留下吗？',
  },
  'zh-TW': {
    action: '能幫我約週六看房嗎？',
    opinion: '你覺得這個價格合理嗎？',
    prediction: '這裡的房價會漲嗎？',
    advice: '我需要請律師嗎？',
    promise: '賣家可以把鋼琴留下嗎？',
  },
};

/** Questions the documents answer, sharing words with the ones above. */
const DOCUMENT_QUESTIONS: Record<Lang, string[]> = {
  en: ['When was the roof replaced?', 'How much are the strata fees?', 'Is the piano included?', 'Are pets allowed?'],
  fr: ['Quand le toit a-t-il été remplacé ?', 'Les animaux sont-ils permis ?', 'Quel est le prix demandé ?'],
  ja: ['屋根はいつ交換されましたか？', 'ペットは飼えますか？', '管理費はいくらですか？'],
  ko: ['지붕은 언제 교체했어요?', '관리비는 얼마예요?'],
  'zh-CN': ['屋顶是什么时候换的？', '管理费是多少？'],
  'zh-TW': ['屋頂是什麼時候換的？', '可以養寵物嗎？'],
};

describe('agentAsk', () => {
  for (const lang of LANGS)
    for (const kind of AGENT_ASKS)
      it(`${lang}: ${kind}`, () => {
        expect(agentAsk(ASKS[lang][kind])).toBe(kind);
      });

  it('leaves the questions the documents answer to them, in every language', () => {
    for (const lang of LANGS) for (const q of DOCUMENT_QUESTIONS[lang]) expect(agentAsk(q), q).toBeNull();
  });
});
