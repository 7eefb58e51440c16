// How answers read: facts said as short sentences in the visitor's language, quoted passages
// cleaned of layout debris (doubled separators, glued table labels, dotted leaders), and parts
// joined as sentences. Values quoted from the documents keep their characters: "$874,000" stays
// "$874,000" in every language (no localised digits, no spaces inside numbers), so a figure the
// visitor looks for is always there verbatim.
import { CONCEPT_NAMES } from './compose';
import { vocabularyLabel } from './extract';
import type { Lang } from './vocabulary';

type L6 = Record<Lang, string>;
const l6 = (en: string, fr: string, zhCN: string, zhTW: string, ja: string, ko: string): L6 => ({
  en,
  fr,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ko,
});

/**
 * Sentence templates per fact concept. `{v}` is the value; `{of|default}` names the listing when
 * several are in scope (" for 12 Alder Ave", "12 Alder Ave的") and falls back to `default`;
 * `{home|default}` is the listing's name or `default` as a sentence subject.
 * `num` is used when the value is a bare number ("2", "2.5"), `year` when it starts with a year.
 */
interface Template {
  text: L6;
  num?: L6;
  year?: L6;
}

const TEMPLATES: Record<string, Template> = {
  price: {
    text: l6(
      'The asking price{of} is {v}.',
      'Le prix demandé{of} est de {v}.',
      '{of|该房源的}挂牌价为 {v}。',
      '{of|此物件的}開價為 {v}。',
      '{of}販売価格は{v}です。',
      '{of}매매가는 {v}입니다.',
    ),
  },
  bedrooms: {
    text: l6(
      'The number of bedrooms{of} is {v}.',
      'Le nombre de chambres{of} est de {v}.',
      '{of}卧室数量为 {v}。',
      '{of}臥室數量為 {v}。',
      '{of}寝室数は{v}です。',
      '{of}침실 수는 {v}입니다.',
    ),
    num: l6(
      '{home|The home} has {v} bedrooms.',
      '{home|La propriété} compte {v} chambres.',
      '{home|该房源}共有 {v} 间卧室。',
      '{home|此物件}共有 {v} 間臥室。',
      '{of}寝室は{v}室です。',
      '{home|이 매물}에는 침실이 {v}개 있습니다.',
    ),
  },
  bathrooms: {
    text: l6(
      'The number of bathrooms{of} is {v}.',
      'Le nombre de salles de bain{of} est de {v}.',
      '{of}浴室数量为 {v}。',
      '{of}浴室數量為 {v}。',
      '{of}バスルームの数は{v}です。',
      '{of}욕실 수는 {v}입니다.',
    ),
    num: l6(
      '{home|The home} has {v} bathrooms.',
      '{home|La propriété} compte {v} salles de bain.',
      '{home|该房源}共有 {v} 间浴室。',
      '{home|此物件}共有 {v} 間浴室。',
      '{of}バスルームは{v}か所です。',
      '{home|이 매물}에는 욕실이 {v}개 있습니다.',
    ),
  },
  area: {
    text: l6(
      'The floor area{of} is {v}.',
      'La superficie habitable{of} est de {v}.',
      '{of}室内面积为 {v}。',
      '{of}室內面積為 {v}。',
      '{of}室内面積は{v}です。',
      '{of}실내 면적은 {v}입니다.',
    ),
  },
  lot: {
    text: l6(
      'The lot{of} measures {v}.',
      'Le terrain{of} mesure {v}.',
      '{of}土地面积为 {v}。',
      '{of}土地面積為 {v}。',
      '{of}土地面積は{v}です。',
      '{of}대지 면적은 {v}입니다.',
    ),
  },
  year_built: {
    text: l6(
      'The year built{of} is {v}.',
      "L'année de construction{of} est {v}.",
      '{of}建造年份为 {v}。',
      '{of}建造年份為 {v}。',
      '{of}建築年は{v}です。',
      '{of}건축 연도는 {v}입니다.',
    ),
    year: l6(
      '{home|The home} was built in {v}.',
      '{home|La propriété} a été construite en {v}.',
      '{home|该房源}建于 {v}。',
      '{home|此物件}建於 {v}。',
      '{of}建築年は{v}です。',
      '{of}건축 연도는 {v}입니다.',
    ),
  },
  taxes: {
    text: l6(
      'Property taxes{of} are {v}.',
      'Les taxes foncières{of} sont de {v}.',
      '{of}地税为 {v}。',
      '{of}地稅為 {v}。',
      '{of}固定資産税は{v}です。',
      '{of}재산세는 {v}입니다.',
    ),
  },
  strata_fee: {
    text: l6(
      'The strata fee{of} is {v}.',
      'Les frais de copropriété{of} sont de {v}.',
      '{of}管理费为 {v}。',
      '{of}管理費為 {v}。',
      '{of}管理費は{v}です。',
      '{of}관리비는 {v}입니다.',
    ),
  },
  parking: {
    text: l6(
      'Parking{of}: {v}.',
      'Stationnement{of} : {v}.',
      '{of}停车位：{v}。',
      '{of}停車位：{v}。',
      '{of}駐車場は{v}です。',
      '{of}주차: {v}.',
    ),
  },
  appliances: {
    text: l6(
      'The appliances{of} include {v}.',
      'Les électroménagers{of} comprennent {v}.',
      '{of}电器包括：{v}。',
      '{of}電器包括：{v}。',
      '{of}設備家電は{v}です。',
      '{of}가전제품: {v}.',
    ),
  },
  amenities: {
    text: l6(
      'Amenities{of} include {v}.',
      'Les commodités{of} comprennent {v}.',
      '{of}公共设施包括：{v}。',
      '{of}公共設施包括：{v}。',
      '{of}共用施設は{v}です。',
      '{of}편의시설: {v}.',
    ),
  },
  schools: {
    text: l6(
      'The school catchment{of} is {v}.',
      'Les écoles du secteur{of} : {v}.',
      '{of}学区学校：{v}。',
      '{of}學區學校：{v}。',
      '{of}学区の学校は{v}です。',
      '{of}학군: {v}.',
    ),
  },
  transit: {
    text: l6(
      'Nearest transit{of}: {v}.',
      'Transport en commun{of} : {v}.',
      '{of}附近交通：{v}。',
      '{of}附近交通：{v}。',
      '{of}最寄りの交通機関は{v}です。',
      '{of}대중교통: {v}.',
    ),
  },
  view: {
    text: l6(
      'The view{of}: {v}.',
      'Vue{of} : {v}.',
      '{of}景观：{v}。',
      '{of}景觀：{v}。',
      '{of}眺望は{v}です。',
      '{of}전망: {v}.',
    ),
  },
  pool: {
    text: l6(
      'The pool{of}: {v}.',
      'Piscine{of} : {v}.',
      '{of}泳池：{v}。',
      '{of}泳池：{v}。',
      '{of}プールは{v}です。',
      '{of}수영장: {v}.',
    ),
  },
  warranty: {
    text: l6(
      'The home warranty{of}: {v}.',
      'Garantie{of} : {v}.',
      '{of}房屋保修：{v}。',
      '{of}房屋保固：{v}。',
      '{of}住宅保証は{v}です。',
      '{of}주택 보증: {v}.',
    ),
  },
  heating: {
    text: l6(
      'Heating{of}: {v}.',
      'Chauffage{of} : {v}.',
      '{of}供暖方式：{v}。',
      '{of}供暖方式：{v}。',
      '{of}暖房は{v}です。',
      '{of}난방 방식: {v}.',
    ),
  },
  cooling: {
    text: l6(
      'Cooling{of}: {v}.',
      'Climatisation{of} : {v}.',
      '{of}空调：{v}。',
      '{of}空調：{v}。',
      '{of}冷房は{v}です。',
      '{of}냉방: {v}.',
    ),
  },
  pets: {
    text: l6(
      'Pet policy{of}: {v}.',
      'Animaux{of} : {v}.',
      '{of}宠物规定：{v}。',
      '{of}寵物規定：{v}。',
      '{of}ペット規約：{v}。',
      '{of}반려동물 규정: {v}.',
    ),
  },
  rentals: {
    text: l6(
      'Rental policy{of}: {v}.',
      'Location{of} : {v}.',
      '{of}出租规定：{v}。',
      '{of}出租規定：{v}。',
      '{of}賃貸規約：{v}。',
      '{of}임대 규정: {v}.',
    ),
  },
  outdoor: {
    text: l6(
      'Outdoor space{of}: {v}.',
      'Espace extérieur{of} : {v}.',
      '{of}户外空间：{v}。',
      '{of}戶外空間：{v}。',
      '{of}屋外スペース：{v}。',
      '{of}야외 공간: {v}.',
    ),
  },
  mls: {
    text: l6(
      'The MLS® number{of} is {v}.',
      'Le numéro MLS®{of} est {v}.',
      '{of}MLS®编号为 {v}。',
      '{of}MLS®編號為 {v}。',
      '{of}MLS®番号は{v}です。',
      '{of}MLS® 번호는 {v}입니다.',
    ),
  },
  property_type: {
    text: l6(
      'Property type{of}: {v}.',
      'Type de propriété{of} : {v}.',
      '{of}物业类型：{v}。',
      '{of}物件類型：{v}。',
      '{of}物件タイプは{v}です。',
      '{of}매물 유형: {v}.',
    ),
  },
  floor_level: {
    text: l6(
      'The unit{of} is on floor {v}.',
      "L'unité{of} est à l'étage {v}.",
      '{of}所在楼层：{v}。',
      '{of}所在樓層：{v}。',
      '{of}所在階は{v}です。',
      '{of}해당 층: {v}.',
    ),
  },
};

/** Concepts with a sentence template of their own (the others use the generic one). */
export const TEMPLATE_CONCEPTS = Object.keys(TEMPLATES);

/** The name of a concept for the generic template; the document's own label otherwise. */
const EXTRA_NAMES: Record<string, L6> = {
  floor_level: l6('Floor', 'Étage', '楼层', '樓層', '階', '층'),
  strata_plan: l6('Strata plan', 'Plan de copropriété', '物业编号', '物業編號', '管理組合番号', '관리 단지 번호'),
  basement: l6('Basement', 'Sous-sol', '地下室', '地下室', '地下室', '지하실'),
  windows: l6('Windows', 'Fenêtres', '窗户', '窗戶', '窓', '창문'),
  water_heater: l6('Hot water', 'Chauffe-eau', '热水器', '熱水器', '給湯器', '온수기'),
  ceiling: l6('Ceilings', 'Plafonds', '层高', '層高', '天井', '천장'),
  assessed_value: l6('Assessed value', 'Évaluation municipale', '评估价', '評估價', '評価額', '공시가'),
  title: l6('Title', 'Titre', '产权', '產權', '権利形態', '소유권'),
  building: l6('Building', 'Immeuble', '楼栋', '樓棟', '建物', '건물'),
  internet: l6('Internet', 'Internet', '网络', '網路', 'インターネット', '인터넷'),
  solar: l6('Solar', 'Solaire', '太阳能', '太陽能', '太陽光発電', '태양광'),
  bike: l6('Bike storage', 'Rangement à vélos', '自行车存放', '自行車存放', '駐輪場', '자전거 보관'),
  accessibility: l6('Accessibility', 'Accessibilité', '无障碍设施', '無障礙設施', 'バリアフリー', '접근성'),
  age_restriction: l6('Age restriction', "Restriction d'âge", '年龄限制', '年齡限制', '年齢制限', '연령 제한'),
  walk_score: l6(
    'Walk Score',
    'Walk Score',
    '步行指数（Walk Score）',
    '步行指數（Walk Score）',
    'ウォークスコア',
    '워크 스코어',
  ),
  security: l6('Security', 'Sécurité', '安保', '保全', 'セキュリティ', '보안'),
};

const GENERIC: Template = {
  text: l6(
    '{Name}{of} {is} {v}.',
    '{Name}{of} : {v}.',
    '{of}{name}：{v}。',
    '{of}{name}：{v}。',
    '{of}{name}：{v}。',
    '{of}{name}: {v}.',
  ),
};

/** Templates for a value that is already a sentence or a list ("Oakridge station is 850 m away."). */
const QUOTE: Template = {
  text: l6(
    '{Name}{of}: {v}.',
    '{Name}{of} : {v}.',
    '{of}{name}：{v}。',
    '{of}{name}：{v}。',
    '{of}{name}：{v}。',
    '{of}{name}: {v}.',
  ),
};

const INCLUDES: Template = {
  text: l6(
    '{TheName}{of} includes {v}.',
    '{Name}{of} (inclus) : {v}.',
    '{of}{name}包括：{v}。',
    '{of}{name}包括：{v}。',
    '{of}{name}に含まれるもの：{v}。',
    '{of}{name} 포함 항목: {v}.',
  ),
};

const CONCEPT_NAME_SET = new Set(Object.values(CONCEPT_NAMES).map((n) => n.en));

const BED_BATH = l6(
  '{home|The home} has {b} bedrooms and {ba} bathrooms.',
  '{home|La propriété} compte {b} chambres et {ba} salles de bain.',
  '{home|该房源}共有 {b} 间卧室、{ba} 间浴室。',
  '{home|此物件}共有 {b} 間臥室、{ba} 間浴室。',
  '寝室は{b}室、バスルームは{ba}か所です。',
  '침실 {b}개, 욕실 {ba}개입니다.',
);

/** "The home has 4 bedrooms and 3 bathrooms." when both counts are plain numbers. */
export function bedBathSentence(beds: string, baths: string, lang: Lang): string | null {
  if (!isBareNumber(beds) || !isBareNumber(baths)) return null;
  return BED_BATH[lang]
    .replace('{home|The home}', 'The home')
    .replace(/\{home\|([^}]*)\}/, '$1')
    .replace('{b}', beds)
    .replace('{ba}', baths);
}

const OF: Record<Lang, (name: string) => string> = {
  en: (n) => ` for ${n}`,
  fr: (n) => ` pour ${n}`,
  'zh-CN': (n) => `${n}的`,
  'zh-TW': (n) => `${n}的`,
  ja: (n) => `${n}の`,
  ko: (n) => `${n}의 `,
};

// Labels that name a kind within the concept ("French immersion", "Bus", "Visitor parking") are
// kept next to the value; labels that just name the concept ("School Catchment") are not.
const PLAIN_LABEL: Record<string, RegExp> = {
  schools: /^(?:schools?|school catchment|catchment|school district|écoles?)$/i,
  transit: /^(?:transit|transportation|public transit|transport)$/i,
  parking: /^(?:parking|garage|parking stalls?|stationnement)$/i,
  utilities: /^(?:utilities|services)$/i,
  outdoor: /^(?:outdoor|outdoor space)$/i,
  neighbourhood: /^(?:nearby|neighbou?rhood)$/i,
  amenities: /^(?:amenities|building amenities)$/i,
  view: /^(?:views?|exposure|exposure \/ view)$/i,
  taxes:
    /^(?:(?:annual|gross|net|total|realty|property|municipal|city|county|real estate)\s+)*tax(?:es)?(?:\s*\(?(?:19|20)\d{2}\)?)?$|^(?:taxes|impôts?) (?:foncières|fonciers|municipales)$/i,
  heating: /^(?:heating|heat|heating \/ (?:cooling|ac|air conditioning)|heating\/cooling|chauffage)$/i,
};

// What a value of a concept looks like; a label whose value does not ("Full interior renovation"
// read as the floor area, "bedroom: 14'1\" x 11'9\"" as the bedroom count) is quoted with its label.
const VALUE_SHAPE: Record<string, RegExp> = {
  area: /sq|ft|feet|m2|m²|㎡|pi2|pieds|square|acre|平|坪|\d\s?m\b/i,
  lot: /sq|ft|feet|m2|m²|㎡|acre|hectare|\d\s?x\s?\d|\d\s?m\b|平|坪/i,
  year_built: /(?:19|20)\d{2}|\bnew\b|neuf|新/i,
  bedrooms: /^(?!.*\d\s*['′]\s*\d)/,
  bathrooms: /^(?!.*\d\s*['′]\s*\d)/,
};

/** Whether a fact's label says more than its concept ("French immersion" under schools,
 * "Fireplaces" under heating): such labels are said with the value. Only list-like concepts name
 * kinds in their labels; a single-valued one ("Gross Taxes", "Interior") just names the concept. */
export function informativeLabel(concept: string, label: string, value = ''): boolean {
  const l = label.trim();
  if (!l) return false;
  const shape = VALUE_SHAPE[concept];
  if (shape && value && !shape.test(value)) return true;
  const plain = PLAIN_LABEL[concept];
  // Labels in other scripts ("地税", "管理費") name the concept in the document's language.
  if (!/[a-z]{3}/i.test(l)) return false;
  return !!plain && !plain.test(l);
}

export function conceptName(concept: string | null, label: string, lang: Lang): string {
  const names = (concept && (CONCEPT_NAMES[concept] ?? EXTRA_NAMES[concept])) || null;
  return names ? names[lang] : label.trim();
}

// ——— Values ———

const MONEY =
  /^(\$\s?\d[\d,]*(?:\.\d+)?|\d[\d\s,]*(?:[.,]\d+)?\s?\$)(?:\s*(?:\/\s*|per\s+|a\s+|par\s+)(month|mo|mois|year|yr|annum|an|année|annee)(?![\p{L}])\.?|\s+(monthly|annually|yearly|mensuels?|annuels?)\b)?\s*(.*)$/iu;
const PERIOD_WORDS: Record<'month' | 'year', L6> = {
  month: l6('{a} / month', '{a} par mois', '每月 {a}', '每月 {a}', '月額{a}', '월 {a}'),
  year: l6('{a} / year', '{a} par année', '每年 {a}', '每年 {a}', '年額{a}', '연 {a}'),
};

/** "$467.15 / month (2025)" as the visitor's language says it: "월 $467.15(2025년)". */
export function moneyValue(value: string, lang: Lang): string | null {
  // English answers quote the documents' own words ("$467.15 / month (2025)").
  if (lang === 'en') return null;
  const m = value.match(MONEY);
  if (!m) return null;
  const amount = m[1]!;
  const p = (m[2] ?? m[3] ?? '').toLowerCase();
  const period = /^(?:month|mo|monthly|mois|mensuels?)$/.test(p)
    ? 'month'
    : /^(?:year|yr|annum|annually|yearly|an|année|annee|annuels?)$/.test(p)
      ? 'year'
      : null;
  let rest = m[4]!.trim();
  const year = rest.match(/^\((?:for\s+)?((?:19|20)\d{2})\)$|^\/\s*((?:19|20)\d{2})$/i);
  if (year) rest = yearNote((year[1] ?? year[2])!, lang);
  else if (rest && !/^[,;]/.test(rest)) rest = ` ${rest}`;
  const head = period ? PERIOD_WORDS[period][lang].replace('{a}', amount) : amount;
  return `${head}${rest}`;
}

function yearNote(year: string, lang: Lang): string {
  switch (lang) {
    case 'zh-CN':
    case 'zh-TW':
    case 'ja':
      return `（${year}年）`;
    case 'ko':
      return `(${year}년)`;
    default:
      return ` (${year})`;
  }
}

/** The part of a compound value for one concept: "Pets / Rentals" → "Pets allowed with restrictions". */
export function valueFor(concept: string | null, label: string, value: string): string {
  if (!concept || !/\//.test(label)) return value;
  const labels = label.split(/\s*\/\s*/);
  const parts = value.split(/\s*;\s*|\s+\/\s+/).filter(Boolean);
  if (labels.length < 2 || parts.length !== labels.length) return value;
  const i = labels.findIndex((l) => vocabularyLabel(l, true).includes(concept));
  return i >= 0 ? parts[i]! : value;
}

// Words that start a description rather than a name: lower-cased after "is" in English and French.
const COMMON_START =
  /^(?:none|yes|no|not|included|includes|heated|detached|attached|ductless|hydronic|natural|forced-air|radiant|engineered|private|covered|secured|underground|central|electric|gas|in-suite|shared|open|carport|one|two|three|four|five|single|double|full|partial|new|approx\.?|about|southeast|southwest|northeast|northwest|south|north|east|west|pets|rentals|allowed|permitted)\b/i;

function lowerStart(value: string): string {
  const first = value.match(/^[A-Z][a-z]+(?:-[a-z]+)?/);
  if (!first) return value;
  const after = value.slice(first[0].length);
  if (COMMON_START.test(value) || /^,? [a-z]/.test(after)) return value[0]!.toLowerCase() + value.slice(1);
  return value;
}

// The words a sentence puts before an amount ("asking price of", "property taxes are"); only these
// are left out ("Offers over $1.2M" keeps its words).
const LEAD_IN =
  /^(?:(?:the\s+)?(?:asking\s+price|list(?:ing)?\s+price|price|asking|listed|offered|priced|prix\s+demand[ée]|prix\s+de\s+vente|prix|(?:annual\s+|gross\s+|property\s+|realty\s+)*tax(?:es)?|(?:monthly\s+)?(?:strata|maintenance|hoa|condo|monthly)\s+(?:fees?|dues))\s*(?:\b(?:at|of|is|are|were|for)\b|:)?\s*)(?=\$\s?\d|\d[\d,. ]*\s?\$|\d{1,3}(?:,\d{3})+)/i;

const isBareNumber = (v: string) => /^\d+(?:\.\d+)?$/.test(v) && v !== '1';
// A value that says something in its own words ("... is 850 m away; #17 Oak bus stops in front").
const isSentence = (v: string) =>
  /\b(?:is|are|was|were|has|have|stops|runs|must|may)\b/.test(v) && v.split(/\s+/).length > 6;

function fillTemplate(
  template: string,
  vars: { v: string; of: string | null; name: string; lang: Lang; plural: boolean },
): string {
  return template.replace(/\{(\w+)(?:\|([^}]*))?\}/g, (_, key: string, def: string | undefined) => {
    switch (key) {
      case 'v':
        return vars.v;
      case 'of':
        return vars.of ? OF[vars.lang](vars.of) : (def ?? '');
      case 'home':
        return vars.of ?? def ?? '';
      case 'name':
        return vars.name;
      case 'Name':
        return vars.name ? vars.name[0]!.toUpperCase() + vars.name.slice(1) : '';
      case 'TheName':
        // "The strata fee includes ...": English names of one thing take the article.
        return vars.lang === 'en' && !vars.plural && CONCEPT_NAME_SET.has(vars.name)
          ? `The ${vars.name.toLowerCase()}`
          : vars.name
            ? vars.name[0]!.toUpperCase() + vars.name.slice(1)
            : '';
      case 'is':
        return vars.plural ? 'are' : 'is';
      default:
        return '';
    }
  });
}

export interface FactLike {
  concept: string | null;
  label: string;
  text: string;
}

/**
 * One fact as a short sentence in the visitor's language ("The asking price is $874,000.",
 * "관리비는 월 $538.40입니다."). `listing` names the listing when several are in scope.
 */
export function factSentence(f: FactLike, lang: Lang, listing: string | null = null): string {
  const concept = f.concept ?? '';
  // "... amenities)Strata plan BCS2917": a neighbouring label glued on by the PDF layout.
  const raw = valueFor(f.concept, f.label, f.text).replace(/(?:\)|\d)(?=[A-Z][a-z]{2,}).*$/, (m) => m[0]!);
  let v = tidy(raw).replace(/[.;,:。]+$/, '');
  // Facts read from prose keep their lead-in ("offered at $1,385,000", "built in 1912"): the
  // template says that part.
  if (/^(?:price|taxes|strata_fee)$/.test(concept)) v = v.replace(LEAD_IN, '');
  if (concept === 'year_built')
    v = v.replace(/^(?:built|constructed|completed|construite?)\s+(?:in\s+|en\s+)?(?=(?:19|20)\d{2})/i, '');
  const informative = informativeLabel(concept, f.label, v);
  const cjkLang = lang === 'zh-CN' || lang === 'zh-TW' || lang === 'ja';
  const name = informative
    ? lang === 'en'
      ? f.label.trim()
      : cjkLang
        ? `${conceptName(f.concept, f.label, lang)}（${f.label.trim()}）`
        : `${conceptName(f.concept, f.label, lang)} (${f.label.trim()})`
    : conceptName(f.concept, f.label, lang);
  let tpl: Template;
  const includes = v.match(/^(?:includes?|including|incl\.?)\s+(.+)$/i);
  if (includes) {
    v = includes[1]!;
    tpl = INCLUDES;
  } else if (informative || (isSentence(v) && !TEMPLATES[concept]?.num)) tpl = QUOTE;
  else tpl = TEMPLATES[concept] ?? GENERIC;
  let text = tpl.text[lang];
  // "3 bedrooms", "2 bed + den": a value that names its own unit is said as written (the visitor
  // may look for exactly those words).
  const counted = tpl.num ? /^\d+(?:\.\d+)?\s+(?:bed(?:room)?s?|bath(?:room)?s?)\b/i.test(v) : false;
  if (tpl.num && isBareNumber(v)) text = tpl.num[lang];
  else if (counted && lang === 'en') text = '{home|The home} has {v}.';
  else if (tpl.year && /^(?:19|20)\d{2}\b/.test(v)) text = tpl.year[lang];
  const money = moneyValue(v, lang);
  if (money) v = money;
  if (concept === 'year_built' && /^(?:19|20)\d{2}$/.test(v) && lang !== 'en' && lang !== 'fr')
    v += lang === 'ko' ? '년' : '年';
  // After a colon the value starts like a sentence; after "is" a description reads on in lower
  // case ("is heated outdoor pool"), names keep their capitals.
  if (/[:：]\s?\{v\}/.test(text)) v = v.charAt(0).toUpperCase() + v.slice(1);
  else if (lang === 'en' || lang === 'fr') v = lowerStart(v);
  const plural = /s$/i.test(name) && !/ss$/i.test(name);
  return fillTemplate(text, { v, of: listing, name, lang, plural })
    .replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

// ——— Passages ———

/**
 * Cleans a quoted passage or value: no empty segments, no doubled or dangling separators, no
 * dotted leaders, words glued by the PDF layout pulled apart, list bullets and section numbers
 * dropped, tabs between a label and its value read as a colon.
 */
export function tidy(text: string): string {
  let s = text
    .replace(/\s*\.{3,}\s*/g, ': ')
    // "Pets / rentals<TAB>2 pets allowed": a label cell and its value; further cells read across.
    .replace(/(^|·\s*)([^\t\d:·]{2,40}?)\t+(?=\S)/g, '$1$2: ')
    .replace(/\s*\t+\s*/g, ' · ')
    // "2008Property taxes", "amenities)Strata plan": words glued where a column or line ended.
    .replace(/(\d|\))(?=[A-Z][a-z])/g, '$1 ');
  // Separators: "a ; ; b" → "a; b", " · · " → " · ", leading and trailing ones removed.
  s = s
    .replace(/\s*([;；])(?:\s*[;；,·•|])+/g, '$1')
    .replace(/\s*·(?:\s*[·•|])+\s*/g, ' · ')
    .replace(/\s*·\s*[-–•*]\s+/g, ' · ')
    .replace(/\s+([;,:；，])/g, (m, p: string) => (p === ':' ? m : p))
    .replace(/\s+;/g, ';')
    .replace(/\s{2,}/g, ' ')
    .trim();
  s = s.replace(/^(?:[\s;；,，·•|*:–-]+)/, '').replace(/(?:[\s;；,，·•|:–-]+)$/, '');
  // "3.1 A resident may ...", "5.2 No strata lot ...": section numbers are not part of the answer.
  s = s.replace(/^\d+(?:\.\d+)+\s+(?=[A-Z])/, '');
  return s.trim();
}

// "Section 3 - Pets.", "Oil tanks.", "Traffic noise.": a document's heading read into the passage.
const SECTION_HEAD = /^(?:section|part|article|bylaw|rule|schedule)\s+[\d.]+\s*[-–:.]?\s*[^.!?]{0,40}[.:]\s*/i;
const SHORT_HEAD = /^(?:\d+(?:\.\d+)*\.?\s+)?([A-Z][A-Za-z'&/ -]{2,30})\.\s+(?=[A-Z])/;
const NOT_HEAD = /^(?:yes|no|none|n\/a|mr|mrs|ms|dr|st|inc|ltd|co|corp|ave|approx)\b/i;

/** A passage without the heading it starts with; empty when it is only a heading. */
export function stripHeading(text: string): string {
  let s = text.trim();
  const sec = s.match(SECTION_HEAD);
  if (sec) s = s.slice(sec[0].length);
  const head = s.match(SHORT_HEAD);
  if (head && head[1]!.trim().split(/\s+/).length <= 3 && !NOT_HEAD.test(head[1]!) && s.length - head[0].length >= 20)
    s = s.slice(head[0].length);
  return s.trim();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Sentence case and end punctuation for a quoted passage. */
export function asSentence(text: string): string {
  let s = text.trim();
  if (!s) return s;
  if (/^[a-z]/.test(s)) s = s[0]!.toUpperCase() + s.slice(1);
  if (/[.!?。！？…)）"”]$/.test(s)) {
    // "(see bylaw summary)" closes the phrase: a period still ends the sentence.
    if (/[)）]$/.test(s) && !CJK.test(s.slice(-2))) s += '.';
    return s;
  }
  return CJK.test(s.slice(-1)) ? `${s}。` : `${s}.`;
}

/** Sentences joined: a space after Latin punctuation, nothing after CJK punctuation. */
export function joinSentences(parts: string[]): string {
  let out = '';
  for (const p of parts.map((x) => x.trim()).filter(Boolean)) {
    if (!out) out = p;
    else out += /[。！？]$/.test(out) ? p : ` ${p}`;
  }
  return out;
}
