// The property on paper: type, title, MLS number, zoning, building, survey.
import { c, l6, t, type Concept } from './types';

export const PROPERTY: Concept[] = [
  c(
    'zoning',
    'fact',
    6,
    t(
      'zoning|zoned|multiplex potential|subdivide|can i build|could i build|can we build|could we build|allowed to build|permitted to build',
      'zonage|puis-je construire|peut-on construire|pourrait-on construire',
      '分区|规划用途|可以建|能不能建|能建',
      '分區|規劃用途|可以蓋|能不能蓋|能蓋',
      '用途地域|ゾーニング|建てられますか|建築できますか',
      '용도지역|조닝|지을 수',
    ),
    'Zoning',
    {
      name: l6('Zoning', 'Zonage', '分区', '分區', '用途地域', '용도지역'),
    },
  ),
  c(
    'property_type',
    'fact',
    2,
    t(
      'property type|type of property|what type|style|condo or|is it a condo|townhouse or',
      'type de propriete|type de bien',
      '房屋类型|什么类型|户型',
      '房屋類型|什麼類型|戶型',
      '物件タイプ|種類|タイプ',
      '주택 유형|유형|종류',
    ),
    'Property Type|Type|Style',
    {
      name: l6('Type', 'Type', '类型', '類型', 'タイプ', '유형'),
      template: {
        text: l6(
          'Property type{of}: {v}.',
          'Type de propriété{of} : {v}.',
          '{of}物业类型：{v}。',
          '{of}物件類型：{v}。',
          '{of}物件タイプは{v}です。',
          '{of}매물 유형: {v}.',
        ),
      },
      namesListing: true,
      introRank: 7,
    },
  ),
  c(
    'mls',
    'fact',
    5,
    t('mls|mls number|listing number', 'numero mls|mls', 'mls|mls号码', 'mls|mls號碼', 'mls|mls番号', 'mls|mls 번호'),
    'MLS® Number|MLS Number|MLS®|MLS|MLS #|MLS® #|Listing #|Listing Number|ML #',
    {
      name: l6('MLS®', 'MLS®', 'MLS®', 'MLS®', 'MLS®', 'MLS®'),
      template: {
        text: l6(
          'The MLS® number{of} is {v}.',
          'Le numéro MLS®{of} est {v}.',
          '{of}MLS®编号为 {v}。',
          '{of}MLS®編號為 {v}。',
          '{of}MLS®番号は{v}です。',
          '{of}MLS® 번호는 {v}입니다.',
        ),
      },
    },
  ),
  c(
    'title',
    'fact',
    5,
    t(
      'title|freehold|leasehold|tenure|ownership type|fee simple|co-op|cooperative',
      'titre|pleine propriete|bail emphyteotique|type de propriete',
      '产权|永久产权|租赁产权|地契',
      '產權|永久產權|租賃產權|地契',
      '所有権|借地権|権利形態',
      '소유권|등기|권리',
    ),
    'Title|Tenure|Ownership',
    {
      name: l6('Title', 'Titre', '产权', '產權', '権利形態', '소유권'),
      article: false,
    },
  ),
  c(
    'building',
    'fact',
    5,
    t(
      'storeys|stories|how many units|number of units|units in the building|building size|how many floors|homes in the building|suites in the building',
      "etages|nombre d'unites|combien d'unites|combien d'etages",
      '几层楼|多少户|总户数|楼高',
      '幾層樓|多少戶|總戶數|樓高',
      '何階建て|総戸数|戸数',
      '몇 층짜리|세대수|총 세대|층수',
    ),
    'Storeys|Units|Building',
    {
      name: l6('Building', 'Immeuble', '楼栋', '樓棟', '建物', '건물'),
      article: false,
      namesListing: true,
    },
  ),
  c(
    'strata_plan',
    'fact',
    6,
    t(
      'strata plan|strata plan number|strata corporation|plan number|condo corporation|tscc',
      'numero de plan|syndicat de copropriete',
      '物业编号|分层地契编号',
      '物業編號|分層地契編號',
      '管理組合番号|管理組合',
      '관리 단지 번호',
    ),
    'Strata Plan|Strata plan|Strata Corporation',
    {
      name: l6('Strata plan', 'Plan de copropriété', '物业编号', '物業編號', '管理組合番号', '관리 단지 번호'),
      article: false,
    },
  ),
  c(
    'survey',
    'topic',
    7,
    t(
      'survey|property line|property lines|easement|encroachment|right of way|right-of-way|boundary',
      'arpentage|certificat de localisation|servitude|limite de propriete',
      '测量|地界|地役权|边界',
      '測量|地界|地役權|邊界',
      '測量|境界|地役権',
      '측량|경계|지역권',
    ),
    undefined,
  ),
];
