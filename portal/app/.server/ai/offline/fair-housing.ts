// Fair housing: questions that steer by protected characteristics (race, religion, national
// origin, family status, disability, "what kind of people live here", "is it safe for ...") get a
// fixed, polite answer in the visitor's language. Never built from the documents.
import type { Lang } from './vocabulary';
import { normalize } from './text';

const PATTERNS: RegExp[] = [
  // English
  /\b(?:race|racial|racist|ethnic\w*|religio\w*|christians?|muslims?|islamic|jewish|jews|hindus?|sikhs?|buddhists?|immigrants?|foreigners?|minorit\w+|demographic\w*|hispanics?|latinos?|lgbt\w*|gays?)\b/,
  /\b(?:black|white|asian|chinese|indian|korean|japanese|persian|arab|iranian|filipino|mexican|european)\s+(?:people|families|folks|neighbou?rs|neighbou?rhood|community|residents|buyers)\b/,
  /\bwhat (?:kind|type|sort) of (?:people|neighbou?rs|families|residents|crowd)\b/,
  /\bwho (?:lives|live) (?:here|there|in the|nearby|around)\b/,
  /\b(?:is|are) (?:it|the (?:area|neighbou?rhood|building|street)|this (?:area|neighbou?rhood)) (?:safe|dangerous)\b/,
  /\bsafe (?:for|neighbou?rhood|area)\b/,
  /\b(?:families with (?:kids|children)|no kids|adults? only|childless|single (?:moms?|mothers?|parents?)|disabled (?:people|persons?|residents)|handicapped people)\b/,
  // French
  /\b(?:race|ethni\w*|religi\w*|musulman\w*|juif|juive|juifs|chretien\w*|immigr\w*|etrangers?|minorites?|demographi\w*)\b/,
  /\bquel (?:genre|type) de (?:gens|personnes|voisins|residents)\b|\bqui (?:habite|vit|vivent|habitent) (?:ici|dans le quartier|la)\b|\b(?:securitaire|sur|sure|dangereux) pour\b|\ble quartier est-il (?:sur|securitaire|dangereux)\b/,
  // Chinese (simplified and traditional)
  /种族|種族|民族|宗教|信仰|穆斯林|犹太|猶太|基督徒|移民多|外国人多|外國人多|什么样的人|什麼樣的人|哪些人住|华人多|華人多|白人多|黑人|少数族裔|少數族裔|人口构成|人口組成|治安好吗|治安好嗎|安全吗|安全嗎|残疾人|殘障人士/,
  // Japanese
  /人種|民族|宗教|イスラム|ユダヤ|キリスト教徒|移民|外国人が多|どんな人が住|どういう人が住|住民の国籍|黒人|白人|治安|安全ですか|障害者/,
  // Korean
  /인종|민족|종교|무슬림|유대인|기독교인|이민자|외국인이 많|어떤 사람들이 살|어떤 사람이 살|흑인|백인|주민 구성|치안|안전한가요|안전해요|장애인/,
];

export function isFairHousingQuestion(question: string): boolean {
  const q = normalize(question);
  return PATTERNS.some((re) => re.test(q));
}

// Every refusal names the agent and how to reach them, so a visitor who asked about safety or
// the people of an area still has someone to talk to.
const REFUSAL: Record<Lang, string> = {
  en: "I'm sorry, I can't describe who lives in an area by race, religion, origin, family status or disability (fair housing). Public sources such as census data and city or police websites can help. {agent} is happy to talk about the property itself{phone}.",
  fr: "Désolé, je ne peux pas décrire qui habite un secteur selon l'origine, la religion, la situation familiale ou un handicap (équité en matière de logement). Consultez les sources publiques (recensement, sites de la ville ou de la police). Pour la propriété elle-même, contactez {agent}{phone}.",
  'zh-CN':
    '抱歉，根据公平住房原则，我不能按种族、宗教、原籍、家庭状况或残障等特征介绍社区或住户。您可以参考人口普查、市政府或警方等公开资料；关于房产本身，请联系经纪人{agent}{phone}。',
  'zh-TW':
    '抱歉，根據公平住房原則，我不能按種族、宗教、原籍、家庭狀況或身心障礙等特徵介紹社區或住戶。您可以參考人口普查、市政府或警方等公開資料；關於房產本身，請聯絡經紀人{agent}{phone}。',
  ja: '申し訳ありませんが、公正住宅の観点から、人種・宗教・出身・家族構成・障害などで地域や住民を説明することはできません。国勢調査や市・警察の公開情報をご参照ください。物件そのものについては担当の{agent}{phone}にお問い合わせください。',
  ko: '죄송하지만 공정 주거 원칙에 따라 인종, 종교, 출신, 가족 형태, 장애 등으로 지역이나 주민을 설명할 수 없습니다. 인구 조사나 시·경찰의 공개 자료를 참고해 주세요. 매물 자체에 대해서는 담당 중개인 {agent}{phone}에게 문의해 주세요.',
};

const NO_NAME: Record<Lang, string> = {
  en: 'The agent',
  fr: "l'agent",
  'zh-CN': '',
  'zh-TW': '',
  ja: '',
  ko: '',
};

/** How the phone follows the agent's name in each language. */
const PHONE: Record<Lang, (phone: string) => string> = {
  en: (p) => ` (${p})`,
  fr: (p) => ` au ${p}`,
  'zh-CN': (p) => `：${p}`,
  'zh-TW': (p) => `：${p}`,
  ja: (p) => `（${p}）`,
  ko: (p) => `(${p})`,
};

export function fairHousingAnswer(lang: Lang, agentName: string, phone = ''): string {
  return REFUSAL[lang]
    .replace('{agent}', agentName || NO_NAME[lang])
    .replace('{phone}', phone ? PHONE[lang](phone) : '');
}
