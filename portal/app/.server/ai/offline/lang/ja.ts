// Japanese grammar pieces.
import type { LanguagePieces } from './types';

export const ja: LanguagePieces = {
  greeting: /こんにちは|こんばんは|おはよう/,
  intro: /この物件について|物件の紹介/i,
  asks: {
    amount: /いくら|金額|費用|料金/,
    date: /いつ|何日|何月|日付|日程/,
    year: /何年|築年|いつ頃|年式/,
    count: /何(?:個|台|戸|部屋|人|匹|本|軒|基|階|室|つ)|いくつ/,
    duration: /どのくらいの期間|どれくらいかか|どのくらいかか|何年間|何ヶ月|何か月|何週間|期間/,
    distance: /どのくらい(?:遠|深|高)|距離|深さ|何分|何キロ|何メートル/,
    size: /広さ|大きさ|サイズ|寸法|何平米|何坪|面積/,
    name: /誰|どこの(?:会社|業者)|どの(?:会社|業者)/,
    yesno: /(?:ありますか|ですか|ますか|ましたか|でしょうか)[？?]?$/,
    list: /何が含まれ|含まれるもの|どんなもの|何が付いて/,
  },
  fairHousing: [
    /人種|民族|宗教|イスラム|ユダヤ|キリスト教徒|移民|外国人が多|どんな人が住|どういう人が住|住民の国籍|黒人|白人|治安|安全ですか|障害者/,
  ],
  fairHousingAnswer:
    '申し訳ありませんが、公正住宅の観点から、人種・宗教・出身・家族構成・障害などで地域や住民を説明することはできません。国勢調査や市・警察の公開情報をご参照ください。物件そのものについては担当の{agent}{phone}にお問い合わせください。',
  noAgentName: '',
  phone: (p) => `（${p}）`,
  propertyTypes: {
    condo: /コンドミニアム|マンション/,
    townhouse: /タウンハウス/,
    duplex: /デュプレックス/,
    plex: /収益物件|一棟アパート/,
    farm: /農場|牧場|農地/,
    cottage: /コテージ|別荘/,
    presale: /プレセール/,
    bungalow: /バンガロー/,
    house: /一戸建て|一軒家/,
  },
  nicknameAfter:
    /^\s*(?:の|にある|近くの|のある|がある|付きの|つきの)?\s*(?:家|物件|マンション|コンド|アパート|部屋|一戸建て|タウンハウス|農場|コテージ|別荘|方|ほう)/,
  nicknameBefore: null,
  clippings: {},
  perRow:
    /各(?:ユニット|戸|部屋|住戸|賃貸契約|契約|テナント|年)|(?:ユニット|部屋|住戸|契約|テナント|年)ごと|それぞれの(?:ユニット|部屋|住戸|契約|テナント|年)|年別|毎年の推移/,
  comparative: /どちら|どれ|両方/,
  asksOtherListings: /他の物件|ほかの物件|似た物件|同じような物件/,
  namesOtherListing: /似た物件|別の物件/,
  ofListing: (n) => `${n}の`,
  yearNote: (year) => `（${year}年）`,
  monthNames: '',
  dateForms: /\d{1,2}月\d{1,2}/,
  timeForms: /\d{1,2}時/,
  amountForms: /\d+\s?(?:万|円)/,
  distanceForms: /\d+\s?分/,
  perMonth: '月額{a}',
  perYear: '年額{a}',
  functionWords: (
    'ある あり あります ありますか ない です ですか ます ますか した でしょう いつ どこ どの どれ どう どんな 何 なに なん ' +
    'この その あの これ それ あれ 物件 ここ そこ'
  ).split(' '),
  particles: 'いのはがをにでもかますです',
  homeWords: '物件 この その'.split(' '),
  wordEnding: null,
  elision: null,
  falseFriends: [],
  asksTotal: /合計|全部で|合わせて/,
  totalLine: /合計/i,
  lastTime: /前回/i,
  nextTime: /次回/i,
};
