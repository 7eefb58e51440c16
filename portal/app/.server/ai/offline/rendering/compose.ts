// Answer templates in the six shipped languages. Values quoted from the documents stay as written
// (numbers, names); everything around them is in the visitor's language.
import { l6, type L6, type Lang } from '../concepts/vocabulary';

/** The chat contract's reply limit, under the engine's name. */
export { MAX_REPLY_CHARS as MAX_ANSWER_CHARS } from '@widget/chat/contract';

export function toLang(code: string | null | undefined): Lang {
  const c = (code ?? 'en').toLowerCase();
  if (c.startsWith('zh')) return /tw|hk|mo|hant/.test(c) ? 'zh-TW' : 'zh-CN';
  if (c.startsWith('ja')) return 'ja';
  if (c.startsWith('ko')) return 'ko';
  if (c.startsWith('fr')) return 'fr';
  return 'en';
}

export const T = {
  fromDocs: l6(
    'The documents say: ',
    'Selon les documents : ',
    '资料显示：',
    '資料顯示：',
    '資料によると：',
    '자료에 따르면: ',
  ),
  fromNotes: l6(
    "Agent's notes: ",
    "Notes de l'agent : ",
    '经纪人备注：',
    '經紀人備註：',
    '担当者メモ：',
    '중개인 메모: ',
  ),
  fromDocsOf: l6(
    'The documents for {listing} say: ',
    'Selon les documents de {listing} : ',
    '{listing}的资料显示：',
    '{listing}的資料顯示：',
    '{listing}の資料によると：',
    '{listing} 자료에 따르면: ',
  ),
  fromNotesOf: l6(
    "Agent's notes on {listing}: ",
    "Notes de l'agent sur {listing} : ",
    '经纪人关于{listing}的备注：',
    '經紀人關於{listing}的備註：',
    '{listing}についての担当者メモ：',
    '{listing}에 대한 중개인 메모: ',
  ),
  confirm: l6(
    'To confirm, contact {name} at {phone}.',
    'Pour confirmer, contactez {name} au {phone}.',
    '如需确认，请联系经纪人{name}：{phone}。',
    '如需確認，請聯絡經紀人{name}：{phone}。',
    '詳しくは担当の{name}（{phone}）までご連絡ください。',
    '자세한 내용은 담당 중개인 {name}({phone})에게 연락해 주세요.',
  ),
  notFound: l6(
    "I couldn't find that in the documents for {listing}. {name} can answer it: {phone}.",
    "Je n'ai pas trouvé cette information dans les documents de {listing}. {name} pourra vous répondre : {phone}.",
    '{listing}的资料里没有这项信息。请联系经纪人{name}：{phone}。',
    '{listing}的資料裡沒有這項資訊。請聯絡經紀人{name}：{phone}。',
    '{listing}の資料にはその情報がありません。担当の{name}（{phone}）にお問い合わせください。',
    '{listing} 자료에는 해당 정보가 없습니다. 담당 중개인 {name}({phone})에게 문의해 주세요.',
  ),
  agentOnly: l6(
    'That is a question for the agent: {name} can help with it at {phone}.',
    "C'est une question pour le courtier : {name} peut vous aider au {phone}.",
    '这个问题需要经纪人解答，请联系{name}：{phone}。',
    '這個問題需要經紀人解答，請聯絡{name}：{phone}。',
    'その件は担当エージェントの{name}（{phone}）に直接お問い合わせください。',
    '그 부분은 담당 중개인 {name}({phone})에게 문의해 주세요.',
  ),
  agentCard: l6(
    'The listing agent is {name}{company}: {phone}, {email}.',
    'Le courtier inscripteur est {name}{company} : {phone}, {email}.',
    '挂牌经纪人是{name}{company}，电话{phone}，邮箱{email}。',
    '掛牌經紀人是{name}{company}，電話{phone}，郵箱{email}。',
    '担当エージェントは{name}{company}です。電話：{phone}、メール：{email}',
    '담당 중개인은 {name}{company}입니다. 전화 {phone}, 이메일 {email}.',
  ),
  companyPart: l6(' of {company}', ' de {company}', '（{company}）', '（{company}）', '（{company}）', '({company})'),
  whichListing: l6(
    'Which listing do you mean? {names}',
    'De quelle propriété parlez-vous ? {names}',
    '请问您指的是哪一套？{names}',
    '請問您指的是哪一間？{names}',
    'どの物件についてのご質問ですか？{names}',
    '어느 매물을 말씀하시나요? {names}',
  ),
  status: l6(
    '{listing} is {status}.',
    '{listing} est {status}.',
    '{listing}目前状态：{status}。',
    '{listing}目前狀態：{status}。',
    '{listing}のステータス：{status}。',
    '{listing} 상태: {status}.',
  ),
  greeting: l6(
    'Hello! I can answer questions about {listing}: price, features, fees, schools and more. What would you like to know?',
    'Bonjour ! Je peux répondre à vos questions sur {listing} : prix, caractéristiques, frais, écoles, etc. Que voulez-vous savoir ?',
    '您好！我可以回答关于{listing}的问题：价格、配置、费用、学校等。请问您想了解什么？',
    '您好！我可以回答關於{listing}的問題：價格、配置、費用、學校等。請問您想了解什麼？',
    'こんにちは！{listing}について、価格・設備・費用・学校などのご質問にお答えします。何を知りたいですか？',
    '안녕하세요! {listing}에 대해 가격, 특징, 비용, 학교 등 궁금한 점을 답해 드립니다. 무엇이 궁금하신가요?',
  ),
  contactOffer: l6(
    'Would you like {first} to follow up with you?',
    'Voulez-vous que {first} communique avec vous ?',
    '需要{first}和您联系吗？',
    '需要{first}和您聯絡嗎？',
    '{first}からご連絡しましょうか？',
    '{first} 중개인이 연락드릴까요?',
  ),
  theseListings: l6('these listings', 'ces propriétés', '这些房源', '這些物件', 'これらの物件', '이 매물들'),
  sep: l6('; ', ' ; ', '；', '；', '、', '; '),
  agentsNotes: l6("agent's notes", "agent's notes", "agent's notes", "agent's notes", "agent's notes", "agent's notes"),
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

const STATUS_NAMES: Record<string, L6> = {
  'active listing': l6(
    'for sale (Active Listing)',
    'en vente (Active Listing)',
    '在售（Active Listing）',
    '在售（Active Listing）',
    '販売中（Active Listing）',
    '판매 중(Active Listing)',
  ),
  'coming soon': l6(
    'coming soon to the market (Coming Soon)',
    'bientôt en vente (Coming Soon)',
    '即将上市（Coming Soon）',
    '即將上市（Coming Soon）',
    '近日販売開始（Coming Soon）',
    '곧 출시(Coming Soon)',
  ),
  'pending sale': l6(
    'under contract (Pending Sale)',
    'en attente de vente (Pending Sale)',
    '待成交（Pending Sale）',
    '待成交（Pending Sale）',
    '成約手続き中（Pending Sale）',
    '거래 진행 중(Pending Sale)',
  ),
  sold: l6('SOLD', 'vendue (SOLD)', '已售出（SOLD）', '已售出（SOLD）', '売却済み（SOLD）', '판매 완료(SOLD)'),
};

export function statusName(status: string, lang: Lang): string {
  return STATUS_NAMES[status.toLowerCase()]?.[lang] ?? status;
}

const UNIT_ONLY = /^(?:#|unit|suite|apt\.?|app\.?|appartement|logement|ph)?\s*#?\s*\d+[a-z]?$/i;

/** The short name of a listing for answers: the street address without city and province. An
 * address that starts with its unit ("1502, 88 King St W") or names it after the street
 * ("2145 chemin X, app. 504") keeps the unit with the street. */
export function shortName(listingName: string): string {
  const parts = listingName.split(',').map((p) => p.trim());
  if (parts.length > 1 && UNIT_ONLY.test(parts[0]!)) return `${parts[0]}, ${parts[1]}`;
  if (parts.length > 2 && /\d/.test(parts[0]!) && /^(?:#|unit|suite|apt|app|appartement|logement)\b/i.test(parts[1]!))
    return `${parts[0]}, ${parts[1]}`;
  return parts[0] || listingName;
}
