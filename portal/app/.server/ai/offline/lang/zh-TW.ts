// Traditional Chinese grammar pieces.
import type { LanguagePieces } from './types';

export const zhTW: LanguagePieces = {
  greeting: /你好|您好|嗨|哈囉/,
  intro: /介紹一下|這個房/i,
  asks: {
    amount: /多少錢|費用|金額|多少(?=[^？?]{0,4}(?:費|租|稅|錢|價))|(?:費|租金|稅)[^？?]{0,3}多少/,
    date: /什麼時候|何時|哪天|幾號|日期|幾月/,
    year: /哪一年|哪年|幾幾年|年份|多少年|多舊|幾年(?!前)/,
    count: /幾(?:個|口|間|戶|輛|隻|條|台|套|層|位|棟|棵|張)|多少(?:個|戶|間|輛|套|層|位)/,
    duration: /多久|多長時間|多長期|幾個月|幾週|幾天/,
    distance: /多遠|多深|多高|距離|幾分鐘|多近/,
    size: /多大|面積|尺寸|大小|幾坪|多少坪|幾平/,
    name: /誰|哪家|什麼公司|哪個公司/,
    yesno: /嗎[？?]?$|有沒有|是不是|能不能|會不會|可不可以/,
    list: /包括什麼|包括哪些|包含哪些|包含什麼|有哪些/,
  },
  fairHousing: [
    /種族|民族|宗教|信仰|穆斯林|猶太|基督徒|移民多|外國人多|什麼樣的人|哪些人住|華人多|白人多|黑人|少數族裔|人口組成|治安好嗎|安全嗎|殘障人士/,
  ],
  fairHousingAnswer:
    '抱歉，根據公平住房原則，我不能按種族、宗教、原籍、家庭狀況或身心障礙等特徵介紹社區或住戶。您可以參考人口普查、市政府或警方等公開資料；關於房產本身，請聯絡經紀人{agent}{phone}。',
  noAgentName: '',
  phone: (p) => `：${p}`,
  propertyTypes: {
    condo: /公寓/,
    townhouse: /聯排/,
    duplex: /雙拼/,
    plex: /四聯|多戶|出租樓/,
    farm: /農場|牧場/,
    cottage: /小木屋|湖邊|度假屋/,
    presale: /樓花|期房|預售/,
    bungalow: /平房/,
    house: /獨立屋|獨棟/,
  },
  nicknameAfter:
    /^\s*(?:的?\s*(?:那|這)\s*(?:套|間|棟|個|處|邊)|的?\s*(?:房子|公寓|別墅|聯排|雙拼|農場|小木屋|物業|單位|樓花|房))/,
  nicknameBefore: /(?:位於|靠近|在)\s*$/,
  clippings: {},
  perRow:
    /(?:每|各)(?:個|一)?(?:單位|單元|套|戶|間|份租約|個租約|租約|租客|房客)|各年|歷年|逐年|每一年|分別是多少|分別多少/,
  comparative: /哪個|哪一|哪些|兩間|兩個/,
  asksOtherListings: /其他房源|別的房|其他單位|類似的房|還有別的|其他物業/,
  namesOtherListing: /另有|其他單位|類似的/,
  ofListing: (n) => `${n}的`,
  yearNote: (year) => `（${year}年）`,
  monthNames: '',
  dateForms: /\d{1,2}月\d{1,2}/,
  timeForms: null,
  amountForms: /\d+\s?萬|\d\s?(?:加元|美元|加幣|元)/,
  distanceForms: /\d+\s?(?:分|公尺|公里)/,
  perMonth: '每月 {a}',
  perYear: '每年 {a}',
  functionWords: (
    '的 了 嗎 呢 吧 啊 呀 是 有 沒有 在 這 那 這個 那個 個 怎麼 怎麼樣 樣 什麼 多少 會 會不會 能 能不能 可以 可不可以 ' +
    '還 或者 和 與 跟 我 我們 你 你們 他 她 它 們 哪 哪個 哪裡 裡 就 都 也 要 請 一下 現在 麼 多 大 幾 誰 為什麼 如何 是否 ' +
    '一 這裡 那裡 房子 房源 物業 這套 間 套 棟 家 附近'
  ).split(' '),
  particles: '的了嗎呢是有在這那個',
  homeWords: '房子 房源 物業 這套 那套 那個 這個 套房 公寓 房屋'.split(' '),
  wordEnding: null,
  elision: null,
  falseFriends: [],
  asksTotal: /總|合計/,
  totalLine: /合計|總計|總額/i,
  lastTime: /上次|上一次/i,
  nextTime: /下次/i,
};
