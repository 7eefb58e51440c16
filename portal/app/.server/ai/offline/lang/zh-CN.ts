// Simplified Chinese grammar pieces.
import type { LanguagePieces } from './types';

export const zhCN: LanguagePieces = {
  greeting: /你好|您好|嗨|哈啰/,
  intro: /介绍一下|这个房/i,
  asks: {
    amount: /多少钱|费用|金额|多少(?=[^？?]{0,4}(?:费|租|税|钱|价))|(?:费|租金|税)[^？?]{0,3}多少/,
    date: /什么时候|何时|哪天|几号|日期|几月/,
    year: /哪一年|哪年|几几年|年份|多少年|多旧|几年(?!前)/,
    count: /几(?:个|口|间|户|辆|只|条|台|套|层|位|栋|棵|张)|多少(?:个|户|间|辆|套|层|位)/,
    duration: /多久|多长时间|多长期|几个月|几周|几天/,
    distance: /多远|多深|多高|距离|几分钟|多近/,
    size: /多大|面积|尺寸|大小|几平|多少平/,
    name: /谁|哪家|什么公司|哪个公司/,
    yesno: /吗[？?]?$|有没有|是不是|能不能|会不会|可不可以/,
    list: /包括什么|包括哪些|包含哪些|包含什么|有哪些/,
  },
  fairHousing: [
    /种族|民族|宗教|信仰|穆斯林|犹太|基督徒|移民多|外国人多|什么样的人|哪些人住|华人多|白人多|黑人|少数族裔|人口构成|治安好吗|安全吗|残疾人/,
  ],
  fairHousingAnswer:
    '抱歉，根据公平住房原则，我不能按种族、宗教、原籍、家庭状况或残障等特征介绍社区或住户。您可以参考人口普查、市政府或警方等公开资料；关于房产本身，请联系经纪人{agent}{phone}。',
  noAgentName: '',
  phone: (p) => `：${p}`,
  propertyTypes: {
    condo: /公寓/,
    townhouse: /联排/,
    duplex: /双拼/,
    plex: /四联|多户|出租楼/,
    farm: /农场|牧场/,
    cottage: /小木屋|湖边|度假屋/,
    presale: /楼花|期房|预售/,
    bungalow: /平房/,
    house: /独立屋|独栋/,
  },
  nicknameAfter:
    /^\s*(?:的?\s*(?:那|这)\s*(?:套|间|栋|个|处|边)|的?\s*(?:房子|公寓|别墅|联排|双拼|农场|小木屋|物业|单位|楼花|房))/,
  nicknameBefore: /(?:位于|靠近|在)\s*$/,
  clippings: {},
  perRow:
    /(?:每|各)(?:个|一)?(?:单位|单元|套|户|间|份租约|个租约|租约|租客|房客)|各年|历年|逐年|每一年|分别是多少|分别多少/,
  comparative: /哪个|哪一|哪些|两套|两个/,
  asksOtherListings: /其他房源|别的房|其他单位|类似的房|还有别的|其他物业/,
  namesOtherListing: /另有|其他单位|类似的/,
  ofListing: (n) => `${n}的`,
  yearNote: (year) => `（${year}年）`,
  monthNames: '',
  dateForms: /\d{1,2}月\d{1,2}/,
  timeForms: /\d{1,2}点/,
  amountForms: /\d+\s?万|\d\s?(?:加元|美元|加币|元)/,
  distanceForms: /\d+\s?(?:分|米|公里)/,
  perMonth: '每月 {a}',
  perYear: '每年 {a}',
  functionWords: (
    '的 了 吗 呢 吧 啊 呀 是 有 没有 在 这 那 这个 那个 个 怎么 怎么样 样 什么 多少 会 会不会 能 能不能 可以 可不可以 ' +
    '还 或者 和 与 跟 我 我们 你 你们 他 她 它 们 哪 哪个 哪里 里 就 都 也 要 请 一下 现在 吗 么 多 大 几 谁 为什么 如何 ' +
    '是否 一 这里 那里 房子 房源 物业 这套 间 套 栋 家 附近'
  ).split(' '),
  particles: '的了吗呢是有在这那个',
  homeWords: '房子 房源 物业 这套 那套 那个 这个 套房 公寓 房屋'.split(' '),
  wordEnding: null,
  elision: null,
  falseFriends: [],
  asksTotal: /总|合计/,
  totalLine: /合计|总计|总额/i,
  lastTime: /上次|上一次/i,
  nextTime: /下次/i,
};
