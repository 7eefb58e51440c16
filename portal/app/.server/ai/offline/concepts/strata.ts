// Strata or condo: fees, funds, insurance and shared spaces.
import { c, l6, t, type Concept } from './types';

export const STRATA: Concept[] = [
  c(
    'strata_fee',
    'fact',
    4,
    t(
      'strata fee|strata fees|maintenance fee|maintenance fees|maint. fee|maint fee|maint. fees|maint fees|common charges|common expenses|hoa|hoa fee|hoa fees|condo fee|condo fees|monthly fee|monthly fees|strata|stata fee|starta fee|common fees|service fee',
      'frais de copropriete|charges de copropriete|frais de condo|frais mensuels|charges mensuelles|frais communs|copropriete',
      '管理费|物业费|月费|物管费|维护费',
      '管理費|物業費|月費|物管費|維護費',
      '管理費|共益費|管理費用',
      '관리비|관리 비용|월 관리비',
    ),
    'Strata Fee|Strata fee|Strata Fees|Maintenance Fee|HOA Fee|HOA Fees|HOA Dues|HOA|Association Fee|Condo Fee|Condo Fees|Monthly Fee|Maintenance Fees',
    {
      name: l6('Strata fee', 'Frais de copropriété', '管理费', '管理費', '管理費', '관리비'),
      template: {
        text: l6(
          'The strata fee{of} is {v}.',
          'Les frais de copropriété{of} sont de {v}.',
          '{of}管理费为 {v}。',
          '{of}管理費為 {v}。',
          '{of}管理費は{v}です。',
          '{of}관리비는 {v}입니다.',
        ),
      },
      valueCheck: /\d|none|n\/a|no |includ/i,
      otherAmount: true,
    },
  ),
  c(
    'amenities',
    'fact',
    4,
    t(
      'amenities|amenity|gym|fitness|concierge|rooftop garden|party room|clubhouse|facilities|guest suite|sauna|hot tub|spa|jacuzzi',
      "commodites|equipements|installations|gym|salle de sport|concierge|services communs|spa|bain tourbillon|suite pour invites|chambre d'invites",
      '设施|公共设施|健身房|会所|配套',
      '設施|公共設施|健身房|會所|配套',
      '共用施設|設備|ジム|施設|コンシェルジュ|共有施設',
      '편의시설|시설|헬스장|커뮤니티|부대시설|컨시어지',
    ),
    'Amenities|Building amenities|Building Amenities',
    {
      name: l6('Amenities', 'Commodités', '设施', '設施', '共用施設', '편의시설'),
      template: {
        text: l6(
          'Amenities{of} include {v}.',
          'Les commodités{of} comprennent {v}.',
          '{of}公共设施包括：{v}。',
          '{of}公共設施包括：{v}。',
          '{of}共用施設は{v}です。',
          '{of}편의시설: {v}.',
        ),
      },
      plainLabel: /^(?:amenities|building amenities)$/i,
      notAnAmount: true,
    },
  ),
  c(
    'pool',
    'fact',
    6,
    t('pool|swimming pool|swimming', 'piscine', '泳池|游泳池', '泳池|游泳池', 'プール', '수영장|풀장'),
    'Pool',
    {
      name: l6('Pool', 'Piscine', '泳池', '泳池', 'プール', '수영장'),
      template: {
        text: l6(
          'The pool{of}: {v}.',
          'Piscine{of} : {v}.',
          '{of}泳池：{v}。',
          '{of}泳池：{v}。',
          '{of}プールは{v}です。',
          '{of}수영장: {v}.',
        ),
      },
    },
  ),
  c(
    'insurance',
    'topic',
    5,
    t(
      'insurance|deductible|insured',
      'assurance|franchise',
      '保险|免赔额|自付额',
      '保險|自付額|免賠額',
      '保険|免責',
      '보험|자기부담금|공제금',
    ),
    'Insurance',
    {
      otherAmount: true,
    },
  ),
  c(
    'special_levy',
    'topic',
    7,
    t(
      'special levy|special levies|levy|levies|special assessment',
      'cotisation speciale|prelevement special|cotisation',
      '特别征费|特别费用|特别摊派|特别评估|征费|一次性费用',
      '特別徵費|特別費用|特別攤派|特別評估|徵費|一次性費用',
      '特別徴収|一時金|特別負担|特別徴収金|特別修繕費',
      '특별 부담금|특별부담금|특별 징수|분담금|특별 분담금',
    ),
    {
      otherAmount: true,
    },
  ),
  c(
    'elevator',
    'topic',
    6,
    t(
      'elevator|elevators|lift|lifts|elevater',
      'ascenseur|ascenseurs',
      '电梯',
      '電梯',
      'エレベーター|エレベータ',
      '엘리베이터|승강기',
    ),
  ),
  c(
    'reserve_fund',
    'topic',
    7,
    t(
      'contingency reserve|reserve fund|crf|contingency fund|depreciation report|reserves',
      'fonds de prevoyance|fonds de reserve|fonds de contingence',
      '维修储备金|储备金|维修基金|公积金',
      '維修儲備金|儲備金|維修基金|公積金',
      '修繕積立金|積立金|予備費|修繕基金',
      '예비비|적립금|수선충당금|장기수선',
    ),
    {
      otherAmount: true,
    },
  ),
  c(
    'litigation',
    'topic',
    6,
    t(
      'lawsuit|lawsuits|litigation|legal action|legal proceedings|sued|suing|court action|court case|civil resolution tribunal',
      'poursuite|poursuites|litige|litiges|action en justice|poursuivi|recours judiciaire',
      '诉讼|官司|起诉|法律纠纷',
      '訴訟|官司|起訴|法律糾紛',
      '訴訟|裁判|法的措置|係争',
      '소송|법적 분쟁|고소|재판',
    ),
  ),
  c(
    'garbage',
    'topic',
    5,
    t(
      'garbage|recycling|trash|compost|waste',
      'ordures|recyclage|dechets|poubelle',
      '垃圾|回收',
      '垃圾|回收',
      'ゴミ|リサイクル',
      '쓰레기|분리수거|재활용',
    ),
    'Garbage',
  ),
];
