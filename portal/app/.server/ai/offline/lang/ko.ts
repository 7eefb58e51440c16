// Korean grammar pieces.
import type { LanguagePieces } from './types';

export const ko: LanguagePieces = {
  greeting: /안녕하세요|안녕/,
  intro: /이 매물에 대해|매물 소개/i,
  asks: {
    amount: /얼마(?!나)|비용|금액|요금/,
    date: /언제|며칠|날짜|몇 ?월/,
    year: /몇 ?년|연도|년식|언제 지어/,
    count: /몇 ?(?:개|대|명|가구|세대|마리|곳|채|층|칸|실)/,
    duration: /얼마나 (?:걸|오래)|기간|몇 ?(?:개월|주|달)|몇 ?년 ?동안/,
    distance: /얼마나 (?:멀|깊|높)|거리|깊이|몇 ?분|몇 ?(?:킬로|미터)/,
    size: /크기|면적|평수|사이즈|넓이|몇 ?평|얼마나 (?:넓|커|큰)/,
    name: /누가|누구|어느 (?:회사|업체)|어떤 (?:회사|업체)/,
    yesno: /(?:있나요|있어요|없나요|인가요|되나요|했나요|있습니까|입니까|나요)[？?]?$/,
    list: /뭐가 포함|무엇이 포함|어떤 것|뭐가 있|무엇이 있/,
  },
  fairHousing: [
    /인종|민족|종교|무슬림|유대인|기독교인|이민자|외국인이 많|어떤 사람들이 살|어떤 사람이 살|흑인|백인|주민 구성|치안|안전한가요|안전해요|장애인/,
  ],
  fairHousingAnswer:
    '죄송하지만 공정 주거 원칙에 따라 인종, 종교, 출신, 가족 형태, 장애 등으로 지역이나 주민을 설명할 수 없습니다. 인구 조사나 시·경찰의 공개 자료를 참고해 주세요. 매물 자체에 대해서는 담당 중개인 {agent}{phone}에게 문의해 주세요.',
  noAgentName: '',
  phone: (p) => `(${p})`,
  propertyTypes: {
    condo: /아파트|콘도/,
    townhouse: /타운하우스/,
    duplex: /듀플렉스/,
    plex: /다가구|임대 건물/,
    farm: /농장/,
    cottage: /별장|오두막/,
    presale: /분양권/,
    bungalow: /방갈로/,
    house: /단독주택/,
  },
  nicknameAfter:
    /^\s*(?:에 있는|쪽|의|(?:이|가)?\s*있는|딸린)?\s*(?:집|매물|콘도|아파트|주택|타운하우스|농장|별장|건물|유닛|거)/,
  nicknameBefore: null,
  clippings: {},
  perRow:
    /각\s*(?:유닛|세대|호실|호|임대\s*계약|계약|세입자|연도|해)|(?:유닛|세대|호실|계약|세입자|연도)\s*별|해마다|연도마다/,
  comparative: /어느|어떤 집|둘 중|모두/,
  asksOtherListings: /다른 매물|다른 집|비슷한 집|비슷한 매물|다른 물건/,
  namesOtherListing: /비슷한|다른 매물/,
  ofListing: (n) => `${n}의 `,
  yearNote: (year) => `(${year}년)`,
  monthNames: '',
  dateForms: /\d{1,2}월\s?\d{1,2}/,
  timeForms: /\d{1,2}시/,
  amountForms: /\d+\s?만/,
  distanceForms: /\d+\s?분/,
  perMonth: '월 {a}',
  perYear: '연 {a}',
  functionWords: '이 그 저 집 매물 언제 어디 얼마 얼마나 무엇 뭐 어떤 어떻게 몇 있 없 좀 혹시 여기'.split(' '),
  particles: '이가은는을를에의요',
  homeWords: '매물 이집 그집'.split(' '),
  // Particles and endings, longest first, stripped once from the end of a word ("정화조는" → "정화조").
  wordEnding:
    /(?:했었나요|했어요|했나요|됐어요|됐나요|되나요|되어|돼요|인가요|있나요|없나요|있어요|없어요|있습니까|입니까|습니까|이에요|예요|나요|가요|에서는|에서도|으로는|에게서|까지는|부터는|이랑|에서|으로|에게|한테|까지|부터|처럼|보다|하고|이나|은|는|이|가|을|를|에|의|도|로|와|과|랑|요)$/u,
  elision: null,
  falseFriends: [],
  asksTotal: /총(?!각)|합계|모두 합/,
  totalLine: /합계|총액/i,
  lastTime: /지난번/i,
  nextTime: /다음/i,
};
