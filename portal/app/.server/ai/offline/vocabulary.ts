// The real-estate vocabulary of the offline engine: terms of the six shipped languages (with
// synonyms and common misspellings) mapped to the same concepts. The same matcher tags questions
// and document passages, so a Korean question about 관리비 finds the English "Strata Fee" line.
//
// Term syntax: Latin terms match at a word start and end (a trailing "s" is allowed); a trailing
// "*" accepts any word ending ("renovat*"). Other scripts match as substrings. Longer matches win
// over shorter ones at the same place ("土地面積" is the lot, not the floor area).
import { normalize } from './text';

export const LANGS = ['en', 'fr', 'zh-CN', 'zh-TW', 'ja', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

export type ConceptKind =
  | 'fact' // usually a labelled value on a feature sheet
  | 'topic' // usually a sentence in a document or the agent's notes
  | 'handoff' // a question only the agent can answer (negotiation, bookings)
  | 'modifier'; // narrows another concept (balance, buyer, seller)

export interface Concept {
  id: string;
  kind: ConceptKind;
  /** Higher = more specific; the most specific concept of a question is its subject. */
  priority: number;
  terms: Record<Lang, string[]>;
  /** English labels on feature sheets and tables (fact extraction). */
  labels?: string[];
}

type Terms = Record<Lang, string[]>;
const t = (en: string, fr: string, zhCN: string, zhTW: string, ja: string, ko: string): Terms => {
  const split = (s: string) =>
    s
      .split('|')
      .map((x) => x.trim())
      .filter(Boolean);
  return { en: split(en), fr: split(fr), 'zh-CN': split(zhCN), 'zh-TW': split(zhTW), ja: split(ja), ko: split(ko) };
};
const c = (id: string, kind: ConceptKind, priority: number, terms: Terms, labels?: string): Concept => ({
  id,
  kind,
  priority,
  terms,
  labels: labels ? labels.split('|') : undefined,
});

export const CONCEPTS: Concept[] = [
  c(
    'price',
    'fact',
    2,
    t(
      'price|price range|price point|asking|asking price|list price|listing price|listed at|listed for|how much is it|how much does it cost|cheaper|cheapest|more expensive|less expensive|most expensive|least expensive|cost of the home|priced|pirce|prise|prcie',
      'prix|prix demande|prix de vente|combien coute|combien ça coute|combien ca coute|coute combien|vaut combien',
      '价格|价钱|价位|挂牌价|售价|报价|要价|卖多少|多少钱买|总价|開價|更便宜|比较便宜|哪个便宜|更贵',
      '價格|價錢|價位|掛牌價|售價|開價|要價|賣多少|總價|多少錢買|更便宜|比較便宜|哪個便宜|更貴',
      '価格|値段|売り出し価格|販売価格|売値|いくらで売|物件価格|売価|安い|高い|どちらが安',
      '가격|매매가|호가|판매가|매매 가격|얼마에 팔|매물가|분양가|더 싸|저렴|더 비싸',
    ),
    'List Price|Asking price|Asking|Price|Listed at|Prix demandé|Prix',
  ),
  c(
    'sold',
    'topic',
    6,
    t(
      'sold for|sell for|sale price|final price|selling price|sold price|sold at|sold|sell',
      'vendu|vendue|prix de vente final|vendu pour|vendu combien',
      '卖了|最后卖|成交价|卖出|成交|售出价',
      '賣了|最後賣|成交價|賣出|成交|售出價',
      '売れた|成約価格|成約|売却価格|いくらで売れ',
      '팔렸|팔린|매매된|거래가|낙찰|판매된',
    ),
  ),
  c(
    'status',
    'fact',
    3,
    t(
      'status|still available|available|still for sale|for sale|on the market|off the market|under contract|pending|sold|taken|still on',
      'disponible|encore a vendre|toujours a vendre|statut|deja vendu|encore disponible|en vente',
      '还在卖|还有吗|还能买|状态|在售|卖掉了|已售|还在售|还可以买',
      '還在賣|還有嗎|還能買|狀態|在售|賣掉了|已售|還在售|還可以買',
      'まだ買え|販売中|売れました|ステータス|まだ売|空いて|購入可能',
      '아직 팔|판매 중|판매중|팔렸나|거래 가능|구매 가능|상태',
    ),
    'Status',
  ),
  c(
    'market_date',
    'topic',
    5,
    t(
      'hit the market|hits the market|go live|goes live|going live|list date|listing date|on mls|coming soon|launch|be listed',
      'mis en vente|sur le marche|mise en marche|date de mise en vente',
      '上市|什么时候挂牌|挂牌时间|开卖|开始卖',
      '上市|什麼時候掛牌|掛牌時間|開賣|開始賣',
      '売り出し|販売開始|掲載開始|いつから売',
      '시장에 나오|출시|매물로 나오|판매 시작|언제 나와',
    ),
  ),
  c(
    'bedrooms',
    'fact',
    3,
    t(
      'bedroom|bedrooms|beds|bed|br|bdrm|bedrom|bedrooom|rooms',
      'chambre|chambres|chambre a coucher',
      '卧室|睡房|几房|几个房间|房间|卧房|户型',
      '臥室|睡房|幾房|幾個房間|房間|臥房|戶型|格局',
      '寝室|ベッドルーム|部屋数|何部屋|ldk|間取り',
      '침실|방이|방 몇|방은|방 개수|룸|방 구조|구조가',
    ),
    'Bedrooms|Beds|Bedroom',
  ),
  c(
    'bathrooms',
    'fact',
    3,
    t(
      'bathroom|bathrooms|baths|bath|washroom|washrooms|ensuite|powder room|toilet|bathrom|bathroooms',
      "salle de bain|salles de bain|salle de bains|salles de bains|salle d'eau|toilette|toilettes",
      '浴室|卫生间|洗手间|厕所|卫浴|几卫',
      '浴室|衛生間|洗手間|廁所|衛浴|幾衛',
      'バスルーム|浴室|トイレ|お風呂|風呂',
      '욕실|화장실|샤워실',
    ),
    'Bathrooms|Baths|Bathroom',
  ),
  c(
    'area',
    'fact',
    2,
    t(
      'square feet|square footage|sq ft|sqft|sf|floor area|living area|interior|size|how big|how large|square foot|footage|squre feet|sqare feet|bigger|larger|smaller|biggest|largest|smallest',
      'superficie|surface habitable|pieds carres|pi2|taille|grandeur|superficie habitable|metres carres',
      '面积|室内面积|多大|平方|尺|呎|建筑面积|使用面积|平米|更大|比较大|哪个大',
      '面積|室內面積|多大|平方|尺|呎|坪數|坪|建築面積|使用面積|更大|比較大|哪個大',
      '面積|広さ|平米|専有面積|床面積|平方フィート|何平米|どのくらいの広さ|広い|どちらが広',
      '면적|평수|크기|넓이|실내 면적|전용면적|제곱피트|넓어|넓은|더 넓',
    ),
    'Finished Floor Area|Floor Area|Floor area|Interior|Living Area|Total Finished|Total finished|Size|Square Footage|Total Floor Area|Sq. Ft.|Sq Ft|SqFt|Sq.Ft.|Approx. Sq. Ft.|Living Space|Above Grade',
  ),
  c(
    'lot',
    'fact',
    4,
    t(
      'lot|lot size|land|frontage|lot area|property size|yard size|acre|acres',
      'terrain|lot|superficie du terrain|taille du terrain|facade du terrain|largeur du terrain',
      '土地|占地|地块|块地|地皮|土地面积|占地面积|院子多大|地有多大',
      '土地|佔地|地塊|塊地|地皮|土地面積|佔地面積|院子多大|地有多大',
      '土地|敷地|敷地面積|土地面積',
      '대지|토지|땅|대지 면적|부지',
    ),
    'Lot Size|Lot size|Lot Area|Lot|Land Size|Land Area|Acreage|Total Acreage|Parcel Size|Site Area|Superficie du terrain|Frontage',
  ),
  c(
    'year_built',
    'fact',
    3,
    t(
      'year built|built|constructed|how old|age of|when was it built|construction year|bulit|biult|newer|older|newest|oldest',
      'construit|construite|annee de construction|date de construction|age du batiment|quel age|bati',
      '哪一年建|哪年建|建成|建造|楼龄|房龄|建于|年建|什么时候建|建筑年份|盖的|哪一年盖|什么时候盖',
      '哪一年建|哪年建|建成|建造|樓齡|屋齡|建於|年建|什麼時候建|建築年份|蓋的|哪一年蓋|什麼時候蓋|幾年蓋',
      '築|建てられ|建築年|竣工|築年数|建設',
      '지어졌|지어진|지었|건축|준공|연식|지은 지|몇 년도에 지|건축년도',
    ),
    'Year Built|Year built|Built|Age|Yr Built|Year Blt|Yr Blt',
  ),
  c(
    'taxes',
    'fact',
    4,
    t(
      'tax|taxes|property tax|property taxes|gross taxes|annual taxes|taxs|proprety tax',
      'taxe|taxes|taxe fonciere|taxes foncieres|impot|impots|impot foncier|taxes municipales',
      '地税|房产税|物业税|税|税费',
      '地稅|房產稅|物業稅|房屋稅|稅|稅費',
      '固定資産税|税金|不動産税|税',
      '재산세|세금|보유세|부동산세',
    ),
    'Gross Taxes|Property taxes|Property Taxes|Taxes|Annual Taxes|Tax',
  ),
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
  ),
  c(
    'parking',
    'fact',
    4,
    t(
      'parking|stall|stalls|garage|carport|parking spot|parking space|spots|driveway|parkade|where can i park|where do i park|where to park|can i park|where do visitors park|street park*',
      "stationnement|parking|garage|place de parking|places de stationnement|voiture|abri d'auto",
      '停车|车位|车库|停车位|泊车',
      '停車|車位|車庫|停車位|泊車',
      '駐車|ガレージ|車庫|駐車場|駐車スペース',
      '주차|차고|주차장|주차 공간',
    ),
    'Parking|Garage|Garage Spaces|Parking Spaces|Parking Stalls',
  ),
  c(
    'ev_charger',
    'fact',
    5,
    t(
      'ev|ev charger|charger|charging|electric vehicle|electric car|tesla',
      'recharge|borne de recharge|borne electrique|vehicule electrique',
      '充电|充电桩|电动车',
      '充電|充電樁|電動車',
      '充電|充電器|電気自動車|ev充電',
      '충전|충전기|전기차',
    ),
    'EV Charging|EV Charger',
  ),
  c(
    'storage',
    'fact',
    4,
    t(
      'storage|locker|storage locker|crawlspace|crawl space|shed',
      'rangement|casier|entreposage|remise|espace de rangement',
      '储藏|储物|储物柜|储藏室|储物间',
      '儲藏|儲物|儲物櫃|儲藏室|儲物間',
      '収納|ロッカー|倉庫|物置|トランクルーム',
      '창고|수납|락커|보관|스토리지|사물함',
    ),
    'Storage|Locker',
  ),
  c(
    'heating',
    'fact',
    4,
    t(
      'heating|heat|heated|furnace|boiler|radiant|fireplace|fireplaces|baseboard|heater|heatting|heatng|in-floor heating|in-floor|floor heating|underfloor heating|radiant floor|heated floors',
      'chauffage|chauffe|fournaise|chaudiere|foyer au gaz|foyer au bois|foyer electrique|un foyer|plinthes',
      '暖气|供暖|取暖|采暖|地暖|锅炉|壁炉',
      '暖氣|供暖|取暖|採暖|地暖|鍋爐|壁爐',
      '暖房|床暖房|ボイラー|暖炉|ヒーター',
      '난방|보일러|바닥 난방|벽난로|히터',
    ),
    'Heating|Heat|Fireplaces|Fireplace',
  ),
  c(
    'cooling',
    'fact',
    5,
    t(
      'air conditioning|air conditioner|air-conditioning|air con|aircon|ac|a/c|cooling|heat pump|central air|air conditioing|air condtioning|airconditioning|air conditionning|air-con',
      'climatisation|climatiseur|clim|air climatise|thermopompe|pompe a chaleur|refroidissement',
      '空调|冷气|制冷|热泵',
      '空調|冷氣|製冷|熱泵',
      'エアコン|冷房|クーラー|空調|ヒートポンプ',
      '에어컨|냉방|에어 컨디셔너|히트펌프|히트 펌프',
    ),
    'Cooling|Air Conditioning|AC',
  ),
  c(
    'appliances',
    'fact',
    4,
    t(
      'appliance|appliances|fridge|refrigerator|stove|range|cooktop|oven|dishwasher|washer|dryer|microwave|kitchen appliances|brand|appliences|dishwaser',
      'electromenager|electromenagers|frigo|refrigerateur|cuisiniere|le four|un four|four encastre|four mural|lave-vaisselle|laveuse|secheuse|micro-ondes|plaque de cuisson',
      '电器|家电|冰箱|炉|灶|洗碗机|洗衣机|烘干机|烤箱|微波炉|炉具|厨房电器',
      '電器|家電|冰箱|爐|灶|洗碗機|洗衣機|烘乾機|烤箱|微波爐|爐具|廚房電器',
      '家電|冷蔵庫|コンロ|オーブン|食洗機|食器洗い|洗濯機|乾燥機|電子レンジ|キッチン家電',
      '가전|냉장고|식기세척기|세탁기|건조기|오븐|레인지|쿡탑|가스레인지|전자레인지',
    ),
    'Appliances|Kitchen',
  ),
  c(
    'laundry',
    'fact',
    5,
    t(
      'laundry|washer and dryer|in-suite laundry',
      'buanderie|lessive',
      '洗衣房|洗衣',
      '洗衣房|洗衣',
      'ランドリー|洗濯',
      '세탁실|빨래',
    ),
    'Laundry',
  ),
  c(
    'schools',
    'fact',
    4,
    t(
      'school|schools|catchment|elementary|secondary|high school|middle school|kindergarten|elementry|elemantary|elementery|scool|shcool|french immersion',
      'ecole|ecoles|scolaire|primaire|secondaire|college|lycee|secteur scolaire',
      '学校|学区|小学|中学|高中|校网',
      '學校|學區|小學|中學|高中|校網',
      '学校|学区|小学校|中学校|高校|学校区',
      '학교|학군|초등학교|고등학교|중학교|학区',
    ),
    'School Catchment|Schools|School|Elementary|Secondary|French immersion|Independent|Elementary School|Middle School|High School|School District',
  ),
  c(
    'transit',
    'fact',
    4,
    t(
      'transit|skytrain|sky train|station|bus|subway|train|metro|canada line|commute|public transport|seabus|transportation',
      'transport en commun|transports en commun|station|metro|autobus|bus|skytrain|gare|train',
      '天车|轻轨|地铁|车站|公交|巴士|交通|站|捷运',
      '天車|輕軌|地鐵|車站|公車|巴士|交通|站|捷運',
      '駅|電車|バス|交通|スカイトレイン|地下鉄|最寄り',
      '지하철|버스|교통|스카이트레인|역까지|역이|역에서|가까운 역|전철|정류장',
    ),
    'Transit|Bus|SkyTrain|Nearest station',
  ),
  c(
    'pets',
    'fact',
    4,
    t(
      'pet|pets|dog|dogs|cat|cats|puppy|animal|animals|labrador|pet-friendly',
      'animaux|animal|chien|chiens|un chat|mon chat|des chats|les chats|deux chats|animaux de compagnie',
      '宠物|狗|猫|养狗|养猫',
      '寵物|狗|貓|養狗|養貓',
      'ペット|犬|猫',
      '반려동물|애완|강아지|고양이|반려견|애견',
    ),
    'Pets',
  ),
  c(
    'rentals',
    'fact',
    4,
    t(
      'rent|rental|rentals|rent out|lease|airbnb|short-term|short term|vacation rental|renting|tenancy|investment property|vrbo',
      'louer|location|locations|airbnb|courte duree|location a court terme|bail',
      '出租|租|民宿|短租|租出去',
      '出租|租|民宿|短租|租出去',
      '賃貸|貸し|民泊|貸す|エアビー|エアビーアンドビー|短期|貸出',
      '임대|에어비앤비|렌트|단기 임대|세 놓|월세 놓',
    ),
    'Rentals',
  ),
  c(
    'rental_ratio',
    'handoff',
    6,
    t(
      'how many units are rented|rented units|how many tenants|percentage of rentals|rental ratio|owner-occupied ratio|investor owned|how many renters',
      "combien de locataires|proportion de locataires|combien d'unites louees",
      '多少户是租客|出租的单位多|租客多|出租比例|多少租客',
      '多少戶是租客|出租的單位多|租客多|出租比例|多少租客',
      '賃貸比率|賃貸に出している部屋|何戸が賃貸',
      '임대 비율|세입자가 많|몇 세대가 임대',
    ),
  ),
  c(
    'tenant',
    'topic',
    5,
    t(
      'tenant|tenants|tenanted|tenancy|basement suite|suite rent|mortgage helper|currently rented|occupied',
      'locataire|locataires|sous-sol|loyer|loue actuellement',
      '租客|租户|地下室|租金|出租给|房客',
      '租客|租戶|地下室|租金|出租給|房客',
      'テナント|入居者|家賃|地下|貸している|賃料',
      '세입자|임차인|월세|지하|세 들어',
    ),
    'Suite',
  ),
  c(
    'renovations',
    'topic',
    4,
    t(
      'renovat*|reno|renos|remodel*|update|updated|updates|upgrade*|replaced|redone|new roof|improvements|work done|renno*',
      'renov*|travaux|mise a jour|refait|refaite',
      '装修|翻新|改造|更新|重新装修|翻修',
      '裝修|翻新|改造|更新|重新裝修|翻修',
      'リノベ|リノベーション|リフォーム|改装|改修|改築',
      '리모델링|수리|보수|개조|리노베이션|인테리어|공사',
    ),
  ),
  c(
    'roof',
    'topic',
    6,
    t(
      'roof|roofing|shingles|rooftop|new roof',
      'toit|toiture|bardeaux',
      '屋顶|房顶|天台',
      '屋頂|房頂|天台',
      '屋根|屋上',
      '지붕|옥상|루프탑',
    ),
    'Roof',
  ),
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
    'view',
    'fact',
    5,
    t(
      'view|views|exposure|facing|faces|outlook|vista',
      'vue|vues|exposition|orientation',
      '景观|视野|风景|朝向|景色',
      '景觀|視野|風景|朝向|景色',
      '眺め|景色|眺望|ビュー|向き|見晴らし',
      '전망|뷰|경치|조망|향',
    ),
    'Exposure / View|View|Views|Exposure',
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
  ),
  c(
    'pool',
    'fact',
    6,
    t('pool|swimming pool|swimming', 'piscine', '泳池|游泳池', '泳池|游泳池', 'プール', '수영장|풀장'),
    'Pool',
  ),
  c(
    'bylaws',
    'topic',
    4,
    t(
      'bylaw|bylaws|rules|strata rules|condo rules|restrictions|regulations',
      'reglement|reglements|regles|reglement de copropriete',
      '规定|规章|规则|管理规约',
      '規定|規章|規則|管理規約',
      '規約|規則|ルール|管理規約',
      '규약|규정|규칙|관리 규약',
    ),
  ),
  c(
    'bbq',
    'topic',
    6,
    t(
      'bbq|barbecue|barbeque|barbecues|grill|grills|propane|charcoal',
      'barbecue|bbq|gril|propane|charbon',
      '烧烤|烤肉|烧烤炉|烤炉',
      '燒烤|烤肉|燒烤爐|烤爐',
      'バーベキュー|グリル|bbq',
      '바비큐|그릴|숯불',
    ),
  ),
  c(
    'moving',
    'topic',
    6,
    t(
      'move-in|move-out|move in fee|move fee|moving|moves|moving in|elevator booking',
      'demenagement|demenager|frais de demenagement',
      '搬家|搬入|搬迁',
      '搬家|搬入|搬遷',
      '引っ越し|引越し|搬入',
      '이사|이삿짐',
    ),
  ),
  c(
    'quiet_hours',
    'topic',
    6,
    t(
      'quiet hours|quiet time|noise bylaw',
      'heures de silence|heures calmes',
      '安静时间|静音时间',
      '安靜時間|靜音時間',
      '静粛時間|騒音規定|静かにする時間',
      '조용한 시간|소음 규정|정숙 시간',
    ),
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
  ),
  c(
    'development',
    'topic',
    6,
    t(
      'development|developments|rezoning|construction next door|next door|neighbouring|neighboring|planned|proposed|multiplex|redevelopment|building permit next',
      'developpement|projet|voisin|voisins|rezonage|construction a cote',
      '开发|重建|隔壁|附近要建|规划|发展',
      '開發|重建|隔壁|附近要建|規劃|發展',
      '開発|建設予定|隣|再開発|計画',
      '개발|옆집|재개발|건설 예정|계획',
    ),
  ),
  c(
    'oil_tank',
    'topic',
    7,
    t(
      'oil tank|oil tanks|tank|underground tank',
      'reservoir|citerne|mazout|reservoir a mazout',
      '油罐|储油罐|油箱',
      '油槽|儲油罐|油箱',
      'オイルタンク|タンク|石油タンク',
      '오일 탱크|오일탱크|탱크|유류 탱크',
    ),
    'Oil tanks|Oil tank',
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
  ),
  c(
    'balance',
    'modifier',
    1,
    t(
      'balance|current',
      'solde',
      '余额|现在有多少|目前有多少|现有',
      '餘額|現在有多少|目前有多少|現有',
      '残高|現在',
      '잔액|현재',
    ),
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
    'offers',
    'topic',
    6,
    t(
      'offer date|offers|offer|review offers|multiple offers|bids|bidding|offer presentation|deposit|deposits',
      'offres|offre|date des offres|presentation des offres',
      '收offer|收 offer|出价|报价|offer|收价',
      '收offer|收 offer|出價|報價|offer',
      'オファー|買付|申込|購入申し込み',
      '오퍼|매수 제안|입찰',
    ),
  ),
  c(
    'subjects',
    'topic',
    7,
    t(
      'subject removal|subjects|subject to|conditions|condition removal|subject free',
      'levee des conditions|conditions',
      '条件|撤销条件|去除条件',
      '條件|撤銷條件',
      '条件|条件解除',
      '조건|조건 해제',
    ),
    'Subjects',
  ),
  c(
    // Personal legal, tax or investment advice: the agent (or a lawyer, an accountant) answers.
    'advice',
    'handoff',
    9,
    t(
      'firpta|foreign buyer tax|non-resident tax|as a foreigner|as a non-resident|am i eligible|will i owe|capital gains|tax implications|risky legally|legally risky|can i evict|kick the tenant out|worth buying|good investment|should i buy',
      "en tant qu'etranger|non-resident|suis-je admissible|risque legalement|gain en capital|incidences fiscales|bon investissement|vaut-il la peine d'acheter",
      '外国人|非居民|要缴什么税|要交什么税|适用吗|值得买|投资回报|划算吗|资本利得',
      '外國人|非居民|要繳什麼稅|要交什麼稅|適用嗎|值得買|投資回報|划算嗎|資本利得',
      '外国人|非居住者|税金はかかり|投資価値|買うべき|譲渡所得',
      '외국인|비거주자|세금을 내야|투자 가치|사야 할까|양도소득',
    ),
  ),
  c(
    'negotiation',
    'handoff',
    8,
    t(
      'would the seller take|would the sellers take|would they take|take less|lower price|accept less|negotiable|negotiate|best price|go lower|lowball|conditional on the sale|subject to sale|subject to the sale|would they accept|would the seller accept|would the sellers accept|bottom line|under asking|below asking',
      'accepterait|accepteraient|negocier|negociable|baisser le prix|offre conditionnelle|moins cher|prix plancher|conditionnelle a la vente',
      '讲价|砍价|议价|还价|降价|接受|少一点|便宜点|底价',
      '講價|砍價|議價|還價|降價|接受|少一點|便宜點|底價',
      '値下げ|交渉|受け入れ|値引き|安く',
      '협상|깎|네고|수락|가격 조정|할인',
    ),
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
    'utility_cost',
    'topic',
    7,
    t(
      'hydro bill|electricity bill|electric bill|utility bill|utility bills|utilities cost|utility costs|heating cost|heating costs|heating bill|gas bill|energy cost|energy bill|power bill|hydro cost|cost to heat',
      "facture d'electricite|facture d'hydro|cout du chauffage|frais de chauffage|facture de chauffage|couts energetiques|facture de gaz",
      '电费|水电费|煤气费|暖气费|燃气费|能源费|供暖费',
      '電費|水電費|瓦斯費|暖氣費|燃氣費|能源費|供暖費',
      '電気代|光熱費|ガス代|水道代|暖房費|電気料金',
      '전기세|전기요금|난방비|공과금|가스비|전기료|수도세',
    ),
  ),
  c(
    'utilities',
    'fact',
    4,
    t(
      'utilities|water|water supply|water source|city water|well water|municipal water|sewer service|electrical service|amp service|electrical',
      'services publics|alimentation en eau|electricite',
      '水电|供水|电力|电容量|电箱',
      '水電|供水|電力|電容量|電箱',
      '上下水道|電気設備|水道|電気の容量|電力|アンペア|電気容量',
      '상수도|전기 설비|수도|전기 용량|전력|암페어',
    ),
    'Electrical|Water supply|Utilities|Services|Water|Water Source|Sewer|Gas',
  ),
  c(
    'sewer',
    'topic',
    6,
    t(
      'sewer|sewer line|drain|drainage|sump|perimeter drain|septic',
      'egout|drain|drainage',
      '下水道|排水管|污水管|排水',
      '下水道|排水管|污水管|排水',
      '下水|排水|下水管',
      '하수구|배수|하수관|하수',
    ),
    'Drainage',
  ),
  c(
    'leak',
    'topic',
    7,
    t(
      'leak|leaks|leaking|leaky|water damage|water ingress|flood|flooding|mold|mould|moisture',
      "fuite|fuites|infiltration|degat d'eau|degats d'eau|moisissure|inondation",
      '漏水|渗水|水损|发霉|受潮',
      '漏水|滲水|水損|發霉|受潮',
      '雨漏り|漏水|水漏れ|カビ|浸水',
      '누수|물이 새|곰팡이|침수',
    ),
    'Water damage',
  ),
  c(
    'radon',
    'topic',
    8,
    t(
      'radon|asbestos|mould test|environmental test',
      'radon|amiante',
      '氡|石棉',
      '氡|石棉',
      'ラドン|アスベスト',
      '라돈|석면',
    ),
  ),
  c(
    'noise',
    'topic',
    5,
    t(
      'noise|noisy|quiet|loud|traffic noise|soundproof',
      'bruit|bruyant|calme|silencieux',
      '噪音|安静|吵|隔音',
      '噪音|安靜|吵|隔音',
      '騒音|静か|うるさ|防音',
      '소음|조용|시끄|방음',
    ),
    'Traffic noise|Noise',
  ),
  c(
    'flooring',
    'fact',
    5,
    t(
      'floor|floors|flooring|hardwood|carpet|laminate|tile',
      'plancher|planchers|parquet|revetement de sol',
      '地板|地面',
      '地板|地面',
      '床材|フローリング|床',
      '바닥|마루|바닥재',
    ),
    'Flooring|Floors',
  ),
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
  ),
  c(
    'mls',
    'fact',
    5,
    t('mls|mls number|listing number', 'numero mls|mls', 'mls|mls号码', 'mls|mls號碼', 'mls|mls番号', 'mls|mls 번호'),
    'MLS® Number|MLS Number|MLS®|MLS|MLS #|MLS® #|Listing #|Listing Number|ML #',
  ),
  c(
    'outdoor',
    'fact',
    4,
    t(
      'yard|backyard|garden|patio|deck|balcony|outdoor space|roof deck',
      'cour|jardin|terrasse|balcon|patio',
      '院子|花园|阳台|露台|后院|屋顶露台|天台露台',
      '院子|花園|陽台|露台|後院|屋頂露台|天台露台',
      '庭|ガーデン|バルコニー|テラス|ベランダ|屋上デッキ|ルーフデッキ|ルーフバルコニー|屋上テラス',
      '마당|정원|발코니|테라스|베란다|옥상 테라스|루프탑 테라스|루프 데크|옥상 데크',
    ),
    'Outdoor|Balcony|Yard|Garden',
  ),
  c(
    'neighbourhood',
    'topic',
    3,
    t(
      'neighbourhood|neighborhood|area like|nearby|shopping|shops|parks|park|grocery|restaurants|community centre|walkable|walk score',
      'quartier|voisinage|commerces|epicerie|parcs|a proximite',
      '社区|周边|附近|商店|超市|公园|周围',
      '社區|周邊|附近|商店|超市|公園|周圍',
      '周辺|近所|買い物|スーパー|公園|近く',
      '동네|주변|근처|상가|마트|공원',
    ),
    'Nearby|Shopping|Parks|Community',
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
  ),
  c(
    'basement',
    'fact',
    5,
    t(
      'basement|cellar|crawlspace|lower level|rec room',
      'sous-sol|cave',
      '地下室|地库',
      '地下室|地庫',
      '地下室|地階',
      '지하실|지하층',
    ),
    'Basement',
  ),
  c(
    'windows',
    'fact',
    5,
    t(
      'window|windows|glazing|double-pane|triple-pane|skylight',
      'fenetre|fenetres|vitrage',
      '窗户|窗|玻璃',
      '窗戶|窗|玻璃',
      '窓|サッシ|二重窓',
      '창문|창호|이중창',
    ),
    'Windows',
  ),
  c(
    'water_heater',
    'fact',
    6,
    t(
      'hot water tank|water heater|hot water|tankless',
      'chauffe-eau|eau chaude',
      '热水器|热水',
      '熱水器|熱水',
      '給湯器|お湯',
      '온수기|온수',
    ),
    'Hot Water|Water Heater',
  ),
  c(
    'solar',
    'fact',
    7,
    t(
      'solar|solar panels|photovoltaic',
      'solaire|panneaux solaires',
      '太阳能',
      '太陽能',
      '太陽光|ソーラー',
      '태양광|태양열',
    ),
    'Solar',
  ),
  c(
    'cell_service',
    'topic',
    6,
    t(
      'cell reception|cell phone reception|cellphone reception|cell service|cell signal|cell phone signal|cellular|mobile signal|phone signal|cell coverage|mobile reception',
      'reseau cellulaire|couverture cellulaire|signal cellulaire|reception cellulaire|reseau mobile',
      '手机信号|手机网络|信号',
      '手機訊號|手機收訊|訊號|收訊',
      '携帯の電波|電波状況|電波',
      '휴대폰 신호|핸드폰 신호|수신 상태|신호',
    ),
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
    'internet',
    'fact',
    6,
    t(
      'internet|fibre|fiber|wifi|wi-fi|broadband|cable',
      'internet|fibre optique|wifi',
      '网络|宽带|光纤|无线网',
      '網路|寬頻|光纖|無線網',
      'インターネット|光回線|ネット|wi-fi',
      '인터넷|광랜|와이파이',
    ),
    'Internet',
  ),
  c(
    'bike',
    'fact',
    6,
    t(
      'bike|bikes|bicycle|bike storage|bike room|bike locker',
      'velo|velos|local a velos',
      '自行车|单车',
      '自行車|單車|腳踏車',
      '自転車|駐輪',
      '자전거',
    ),
    'Bike Storage|Bike Room',
  ),
  c(
    'accessibility',
    'fact',
    6,
    t(
      'wheelchair|accessible|accessibility|step-free|ramp|mobility',
      'fauteuil roulant|accessible|accessibilite|rampe',
      '无障碍|轮椅|坡道',
      '無障礙|輪椅|坡道',
      'バリアフリー|車椅子|スロープ',
      '휠체어|무장애|경사로|접근성',
    ),
    'Accessibility',
  ),
  c(
    'age_restriction',
    'fact',
    7,
    t(
      'age restriction|age restricted|age-restricted|55+|adult-oriented|19+|seniors only',
      "restriction d'age|55 ans et plus",
      '年龄限制',
      '年齡限制',
      '年齢制限',
      '연령 제한|나이 제한',
    ),
    'Age Restrictions|Age restriction',
  ),
  c(
    'walk_score',
    'fact',
    6,
    t(
      'walk score|walkscore|walkability|transit score|bike score',
      'walk score|marchabilite',
      '步行指数',
      '步行指數',
      'ウォークスコア',
      '워크 스코어|도보 점수',
    ),
    'Walk Score',
  ),
  c(
    'security',
    'fact',
    6,
    t(
      'security|alarm|cctv|camera|cameras|gated|fob|enterphone|intercom',
      'securite|alarme|camera|interphone',
      '安保|保安|门禁|监控|警报',
      '保全|門禁|監視器|警報',
      'セキュリティ|防犯|オートロック|監視カメラ',
      '보안|경비|cctv|출입 통제|인터폰',
    ),
    'Security',
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
  c(
    'seismic',
    'topic',
    7,
    t(
      'earthquake|seismic|flood|flood plain|floodplain|flood zone',
      'seisme|sismique|inondable|zone inondable',
      '地震|抗震|洪水|洪泛区',
      '地震|抗震|洪水|洪泛區',
      '地震|耐震|洪水|浸水',
      '지진|내진|홍수|침수',
    ),
    'Seismic',
  ),
  c(
    'smoking',
    'topic',
    6,
    t(
      'smoking|smoke|smoke-free|vaping|vape|cannabis|non-smoking',
      'fumer|fumeur|non-fumeur|cannabis',
      '吸烟|抽烟|禁烟',
      '吸菸|抽菸|禁菸',
      '喫煙|禁煙|タバコ',
      '흡연|금연|담배',
    ),
    'Smoking',
  ),
  c(
    'kitchen',
    'topic',
    4,
    t(
      'kitchen|kitchens|countertop|countertops|counters|cabinets|cabinetry|kitchen island|pantry',
      'cuisine|comptoir|comptoirs|armoires|ilot',
      '厨房|台面|橱柜',
      '廚房|檯面|櫥櫃',
      'キッチン|台所|カウンター|収納棚',
      '주방|부엌|조리대|싱크대',
    ),
    'Kitchen & finishes|Kitchen Features',
  ),
  c(
    'ceiling',
    'fact',
    5,
    t(
      'ceiling|ceilings|ceiling height|vaulted',
      'plafond|plafonds|hauteur sous plafond',
      '层高|天花板|挑高',
      '層高|天花板|挑高',
      '天井|天井高',
      '천장|층고',
    ),
    'Ceilings|Ceiling Height',
  ),
  c(
    'closet',
    'topic',
    5,
    t(
      'closet|closets|walk-in|wardrobe',
      'placard|garde-robe|walk-in',
      '衣柜|衣帽间|步入式',
      '衣櫃|衣帽間|步入式',
      'クローゼット|ウォークイン',
      '옷장|드레스룸|붙박이장',
    ),
    undefined,
  ),
  c(
    'financing',
    'topic',
    6,
    t(
      'mortgage|down payment|financing|pre-approval|preapproval|interest rate|assumable|loan',
      "hypotheque|mise de fonds|financement|pret|taux d'interet",
      '贷款|房贷|首付|按揭|利率',
      '貸款|房貸|頭期款|按揭|利率',
      'ローン|住宅ローン|頭金|金利|融資',
      '대출|모기지|주택담보|금리|계약금 대출',
    ),
  ),
  c(
    'assessed_value',
    'fact',
    6,
    t(
      'assessed value|assessment value|assessed at|bc assessment|property assessment|assessed',
      'evaluation municipale|valeur fonciere|evaluation fonciere',
      '评估价|估价|政府估价',
      '評估價|估價|政府估價',
      '評価額|査定額|評価',
      '공시가|평가액|감정가',
    ),
    'Assessed Value|Assessment|BC Assessment',
  ),
  c(
    'reason_selling',
    'topic',
    6,
    t(
      'why are they selling|why is the seller selling|why are the sellers selling|why is the owner selling|reason for selling|why sell|relocating|relocate|downsizing|moving to|moving into|retiring|retired|divorce|estate sale|job transfer|transferred|upsizing|assisted living|care home',
      'pourquoi vendent|pourquoi vend|raison de la vente|demenagent',
      '为什么卖|为何出售|卖房原因|为什么要卖',
      '為什麼賣|為何出售|賣房原因|為什麼要賣',
      'なぜ売|売却理由|売る理由|なんで売',
      '왜 팔|매도 이유|파는 이유|왜 내놓',
    ),
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
  ),
  c(
    'floor_level',
    'fact',
    5,
    t(
      'which floor|what floor is|floor is it on|floor is the unit|floor is the condo|floor level|what level|which level',
      'quel etage|a quel etage|etage',
      '几楼|第几层|哪一层|楼层',
      '幾樓|第幾層|哪一層|樓層',
      '何階|階数',
      '몇 층|층에|층이',
    ),
    'Floor',
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
    'inspection',
    'topic',
    6,
    t(
      'inspection|inspected|inspection report|home inspection|disclosure|disclosure statement|pds',
      "inspection|rapport d'inspection|declaration du vendeur",
      '验房|检查报告|房屋检查|披露',
      '驗屋|檢查報告|房屋檢查|揭露',
      'インスペクション|住宅診断|検査|告知書',
      '주택 검사|점검|검사 보고서|고지',
    ),
    'Inspection',
  ),
  c(
    'closing_costs',
    'topic',
    6,
    t(
      'closing costs|transfer tax|property transfer tax|ptt|gst|land transfer tax|legal fees',
      'frais de cloture|taxe de bienvenue|droits de mutation|frais de notaire',
      '过户费|交易税|转让税|成交费用',
      '過戶費|交易稅|轉讓稅|成交費用',
      '諸費用|取得税|登録免許税|仲介手数料',
      '취득세|등록세|거래 비용|양도세',
    ),
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
  ),
  c(
    'exterior',
    'topic',
    5,
    t(
      'exterior|siding|paint|painted|repaint|repainted|stucco|cladding|facade',
      'exterieur|revetement|peinture|repeint|facade',
      '外墙|油漆|粉刷|外观',
      '外牆|油漆|粉刷|外觀',
      '外壁|塗装|ペンキ|外観',
      '외벽|페인트|도색|외관',
    ),
    'Exterior|Siding',
  ),
  c(
    'how_many',
    'modifier',
    1,
    t(
      'how many|number of|how much of',
      'combien de|nombre de',
      '几个|几只|几条|多少个|几间',
      '幾個|幾隻|幾條|多少個|幾間',
      '何匹|何台|何個|何部屋|いくつ|何人',
      '몇 개|몇 마리|몇 대|몇 명',
    ),
    undefined,
  ),
  c(
    'permission',
    'modifier',
    1,
    t(
      'can i|can we|allowed|permitted|is it ok|are we allowed|may i|may we|ok to|able to',
      'puis-je|peut-on|pouvons-nous|autorise|autorises|permis|est-il permis|a-t-on le droit',
      '可以|能不能|允许|准许|能否',
      '可以|能不能|允許|准許|能否',
      'できますか|いいですか|可能ですか|大丈夫|許可',
      '가능|되나요|돼요|할 수 있|허용',
    ),
    undefined,
  ),
  c(
    'purchase_history',
    'topic',
    8,
    t(
      'pay for it|paid for it|purchase price|bought it for|did they pay|did the sellers pay|did the seller pay|last sold for|previous sale|sale history|sales history|when did they buy',
      "paye|prix d'achat|achete pour|derniere vente",
      '买的时候|当初买|购入价|买入价|多少钱买的',
      '買的時候|當初買|購入價|買入價|多少錢買的',
      '購入価格|いくらで買|買った値段|購入時',
      '얼마에 샀|매입가|구입 가격|샀던 가격',
    ),
    undefined,
  ),
  c(
    'rent_estimate',
    'topic',
    8,
    t(
      'could rent|would rent for|could i rent it for|rent it for|rental income|expected rent|market rent|rent estimate|rental yield|cap rate|how much rent',
      'loyer potentiel|revenu locatif|combien louer|rendement locatif',
      '能租多少|租金收入|租多少钱|租金回报|回报率',
      '能租多少|租金收入|租多少錢|租金回報|回報率',
      '家賃相場|賃料収入|いくらで貸せ|利回り',
      '월세 얼마|임대 수익|얼마에 세|수익률',
    ),
    undefined,
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
  c(
    'maintenance',
    'modifier',
    2,
    t(
      'maintenance|service|serviced|upkeep|who maintains',
      'entretien',
      '维护|保养|维修',
      '維護|保養|維修',
      'メンテナンス|整備|手入れ',
      '유지보수|관리|정비',
    ),
    undefined,
  ),
  c(
    'who',
    'modifier',
    1,
    t(
      'who|which company|what company|contractor|company|builder|done by|did the',
      'qui|quelle compagnie|quelle entreprise|entrepreneur|compagnie|entreprise',
      '谁|哪家|哪个公司|公司|承包商',
      '誰|哪家|哪個公司|公司|承包商',
      '誰|どこの業者|業者|会社|どこが',
      '누가|어느 회사|업체|시공사|회사',
    ),
  ),
  c(
    'when',
    'modifier',
    1,
    t(
      'when|what date|what time|which day|how soon|by when|start',
      'quand|quelle date|a quelle heure|quel jour|date',
      '什么时候|几点|哪天|何时|日期|几号|开始',
      '什麼時候|幾點|哪天|何時|日期|幾號|開始',
      'いつ|何時|何日|日程|日付|開始',
      '언제|몇 시|며칠|날짜|시작',
    ),
  ),
  c(
    'how_far',
    'modifier',
    1,
    t(
      'how far|distance|walk|walking|minutes|close to|near|km',
      'loin|distance|a pied|minutes|proche|pres',
      '多远|走路|步行|几分钟|距离|多近|近吗|远吗',
      '多遠|走路|步行|幾分鐘|距離|多近|近嗎|遠嗎',
      '歩いて|徒歩|何分|距離|遠い|近い',
      '얼마나 멀|걸어서|도보|몇 분|거리|가까',
    ),
  ),
  c(
    'how_long',
    'modifier',
    1,
    t(
      'how long|duration|weeks|take',
      'combien de temps|duree|semaines',
      '多久|多长时间|几周',
      '多久|多長時間|幾週',
      'どのくらいかか|期間|何週',
      '얼마나 걸|기간|몇 주',
    ),
  ),
  c(
    'cost',
    'modifier',
    1,
    t(
      'how much|cost|costs|fee|fees|charge|pay|amount|share',
      'combien|cout|couts|frais|payer|montant|quote-part|ma part|notre part',
      '多少钱|费用|多少|价钱|支付|金额',
      '多少錢|費用|多少|價錢|支付|金額',
      'いくら|費用|料金|金額|支払',
      '얼마|비용|요금|금액|지불',
    ),
  ),
  c(
    'due',
    'modifier',
    1,
    t(
      'due|deadline|payable|pay by|due date|by when|next time|next one|when is the next',
      'echeance|date limite|payable|payer avant|au plus tard|prochaine fois|la prochaine|le prochain',
      '截止|到期|缴纳|支付期限|之前付|付款|下次|下一次',
      '截止|到期|繳納|支付期限|之前付|付款|下次|下一次',
      '期限|までに|支払|納付|締め切り|次回|次の',
      '납부|마감|기한|까지 내|지불|다음 번|다음에',
    ),
  ),
  // Absorbs "strata lot" so that it does not read as the lot size.
  c('strata_lot', 'modifier', 0, t('strata lot|strata lots', 'lot de copropriete', '', '', '', '')),
  // "lots of light" is not about the lot: the longer phrase absorbs the word.
  c('quantity', 'modifier', 0, t('lots of|a lot of|plenty of', 'beaucoup de', '', '', '', '')),
  c(
    'buyer',
    'modifier',
    1,
    t(
      'buyer|buyers|purchaser',
      'acheteur|acheteurs|acquereur',
      '买家|买方|购房者',
      '買家|買方|購屋者',
      '買主|購入者|買い手',
      '구매자|매수인|매수자',
    ),
  ),
  c(
    'seller',
    'modifier',
    1,
    t(
      'seller|sellers|vendor|owner|owners',
      'vendeur|vendeurs|proprietaire|proprietaires',
      '卖家|卖方|业主|房东',
      '賣家|賣方|業主|屋主',
      '売主|売り手|オーナー|所有者',
      '매도인|판매자|집주인|소유자',
    ),
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

export const CONCEPT_BY_ID = new Map(CONCEPTS.map((x) => [x.id, x]));

interface Entry {
  term: string;
  concepts: string[];
  latin: boolean;
  prefix: boolean;
}

// Terms indexed by their first character, longest first: a scan tries only the terms that can
// start at each position (a single alternation regex over ~1,500 terms cost milliseconds per call).
let byFirst: Map<string, Entry[]> | undefined;

const isLatin = (s: string) => /^[\x20-\x7e\u00c0-\u024f]+$/.test(s);
const WORD = /[\p{L}\p{N}]/u;

function compile(): Map<string, Entry[]> {
  const entries = new Map<string, Entry>();
  for (const concept of CONCEPTS) {
    for (const lang of LANGS) {
      for (const raw of concept.terms[lang]) {
        let term = normalize(raw);
        const prefix = term.endsWith('*');
        if (prefix) term = term.slice(0, -1);
        if (!term) continue;
        const key = `${prefix ? '*' : ''}${term}`;
        const e = entries.get(key) ?? { term, concepts: [], latin: isLatin(term), prefix };
        if (!e.concepts.includes(concept.id)) e.concepts.push(concept.id);
        entries.set(key, e);
      }
    }
  }
  const map = new Map<string, Entry[]>();
  for (const e of entries.values()) {
    const first = e.term[0]!;
    const list = map.get(first) ?? [];
    list.push(e);
    map.set(first, list);
  }
  for (const list of map.values())
    list.sort((a, b) => b.term.length - a.term.length || Number(a.prefix) - Number(b.prefix));
  return map;
}

// Tags a term list cannot express: "on the 15th floor", "Floor 26 of 37".
const PATTERN_TAGS: Array<{ concept: string; re: RegExp }> = [
  {
    concept: 'floor_level',
    re: /\b\d{1,3}(?:st|nd|rd|th) (?:floor|storey)\b|\bfloor \d{1,3} of \d{1,3}\b|\b\d{1,3}(?:e|er|eme) etage\b|\d{1,3}(?:楼|樓|階|층)/g,
  },
];

export interface ConceptMatch {
  concept: string;
  term: string;
  index: number;
}

/** Every concept mentioned in a text (question or passage), in order of appearance. */
export function matchConcepts(text: string): ConceptMatch[] {
  byFirst ??= compile();
  const norm = normalize(text);
  const out: ConceptMatch[] = [];
  const n = norm.length;
  let i = 0;
  while (i < n) {
    const list = byFirst.get(norm[i]!);
    let advanced = false;
    if (list) {
      const wordStart = i === 0 || !WORD.test(norm[i - 1]!);
      for (const e of list) {
        if (e.latin && !wordStart) continue;
        if (!norm.startsWith(e.term, i)) continue;
        let end = i + e.term.length;
        if (e.latin) {
          if (e.prefix) {
            while (end < n && WORD.test(norm[end]!)) end++;
          } else {
            if (norm.startsWith('es', end) && (end + 2 >= n || !WORD.test(norm[end + 2]!))) end += 2;
            else if (norm[end] === 's' && (end + 1 >= n || !WORD.test(norm[end + 1]!))) end += 1;
            if (end < n && WORD.test(norm[end]!)) continue;
          }
        }
        for (const concept of e.concepts) out.push({ concept, term: norm.slice(i, end), index: i });
        i = end;
        advanced = true;
        break;
      }
    }
    if (!advanced) i++;
  }
  for (const p of PATTERN_TAGS)
    for (const m of norm.matchAll(p.re)) out.push({ concept: p.concept, term: m[0], index: m.index ?? 0 });
  return out;
}

export function conceptIds(text: string): Set<string> {
  return new Set(matchConcepts(text).map((m) => m.concept));
}
