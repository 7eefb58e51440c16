// The sale process: visits, completion, what stays, the agent.
import { c, l6, t, type Concept } from './types';

export const PROCESS: Concept[] = [
  c(
    'open_house',
    'topic',
    6,
    t(
      'open house|open houses|openhouse|open-house|open home|showing times',
      'portes ouvertes|porte ouverte|visite libre|visites libres|journee portes ouvertes',
      '开放参观|开放日|开放看房|开放式看房|开放屋',
      '開放參觀|開放日|開放看房|開放式看房|開放屋',
      'オープンハウス|内覧会|見学会',
      '오픈하우스|오픈 하우스|공개 행사',
    ),
    'Open House',
  ),
  c(
    'showing',
    'handoff',
    5,
    t(
      'private showing|book a showing|book a viewing|viewing|showing|showings|previews|schedule a tour|book a tour|a tour|tour the|tour it|see the house|see it|go see|come see|view it|view the house|view the home|take a look|visit the',
      'visiter|visite|visites|visite privee|rendez-vous pour visiter|voir la maison|maison modele|unite modele',
      '预约看房|看房|参观|去看看|样板间|样板房',
      '預約看房|看房|參觀|去看看|樣品屋|樣板間',
      '内覧|内見|見学|見に行|モデルルーム',
      '방문|구경|보러 가|집을 보|투어|모델하우스|견본주택',
    ),
  ),
  c(
    'warranty',
    'fact',
    6,
    t(
      'warranty|warranties|guarantee|2-5-10|new home warranty',
      'garantie|garantie de construction',
      '保修|保固|质保',
      '保固|保修|質保',
      '保証|保障|瑕疵保証',
      '보증|워런티|하자 보증',
    ),
    'Home Warranty|Warranty',
    {
      name: l6('Warranty', 'Garantie', '保修', '保固', '保証', '보증'),
      template: {
        text: l6(
          'The home warranty{of}: {v}.',
          'Garantie{of} : {v}.',
          '{of}房屋保修：{v}。',
          '{of}房屋保固：{v}。',
          '{of}住宅保証は{v}です。',
          '{of}주택 보증: {v}.',
        ),
      },
    },
  ),
  c(
    'completion',
    'topic',
    6,
    t(
      'completion|closing|close date|closing date|possession|move in date|move-in date|to close|want to close|completion date|possession date|close escrow|how soon can i move|when can i move in|move in',
      "prise de possession|possession|date de cloture|cloture|date de conclusion|emmenager|sera terminee|sera prete|date d'achevement|date d'occupation|livraison",
      '交房|交接|过户|交屋|成交日期|入住时间|入住|收楼',
      '交房|交接|過戶|交屋|成交日期|入住時間|入住|收樓',
      '引き渡し|引渡し|決済|入居|引渡',
      '잔금|입주|인도|클로징|소유권 이전|이사 날짜',
    ),
    'Possession|Completion',
  ),
  c(
    'furniture',
    'topic',
    6,
    t(
      'furniture|furnished|sofa|couch|dining set|furnishings|included furniture',
      'meubles|meuble|mobilier|canape',
      '家具|家私|沙发|餐桌',
      '家具|傢俱|家私|沙發|餐桌',
      '家具|ソファ|ダイニングセット',
      '가구|소파|식탁',
    ),
    'Furniture',
  ),
  c(
    'inclusions',
    'topic',
    3,
    t(
      'included|inclusions|exclusions|comes with|what stays|stays with|included in the sale|conveys',
      'inclus|incluse|inclusions|exclusions|compris|reste avec',
      '包括|包含|附送|随房',
      '包括|包含|附送|隨屋',
      '含まれ|付帯|付いてくる|残して',
      '포함|딸려|남기고',
    ),
    'Inclusions|Exclusions|Included',
  ),
  c(
    'agent_contact',
    'topic',
    3,
    t(
      'agent|realtor|broker|listing agent|phone number|phone|email|e-mail|contact|reach|call|brokerage|company is|which company|realty|your number|get in touch',
      'courtier|courtiere|agent|agence|telephone|courriel|joindre|contacter|coordonnees|numero',
      '经纪|中介|电话|邮箱|邮件|联系|代理人|经纪人|哪家公司',
      '經紀|仲介|電話|郵箱|郵件|聯絡|聯繫|代理人|經紀人|哪家公司',
      '担当者|エージェント|電話番号|メール|連絡|不動産会社|仲介|担当',
      '중개인|중개사|에이전트|전화번호|이메일|연락|부동산|담당자|연락처',
    ),
  ),
];
