// English grammar pieces.
import type { LanguagePieces } from './types';

const NICKNAMED =
  'one|ones|house|home|place|property|listing|unit|condo|apartment|apt|suite|townhouse|townhome|duplex|triplex|fourplex|farm|acreage|cottage|cabin|chalet|bungalow|rancher|building|tower|semi';

export const en: LanguagePieces = {
  greeting: /hi|hello|hey|hiya|good (?:morning|afternoon|evening)/,
  intro:
    /tell me about (?:this|the|these|your) (?:property|properties|listings?|homes?|house)|about this (?:property|listing)/i,
  asks: {
    amount: /\bhow much\b|\bwhat (?:is|are) the (?:cost|fee|rent|charge)s?\b|\bwhat does [^?]{1,30} cost\b/,
    date: /\bwhen\b|\bwhat (?:date|day)\b|\bby when\b/,
    // An age ("how many years old", "how many years ago") is answered by a year as well.
    year: /\bwhat year\b|\bwhich year\b|\bhow old\b|\bhow many years (?:old|ago)\b|\bwhat age\b|\bwhen was (?:it|the|this)\b[^?]{0,40}\b(?:built|installed|replaced|put in|done|renovated|updated|redone)\b/,
    count: /\bhow many\b|\bnumber of\b/,
    duration: /\bhow long\b|\bhow many (?:years|months|weeks|days|hours)\b|\bduration\b/,
    distance: /\bhow (?:far|close|deep|high|tall)\b|\bdistance\b|\bhow many (?:km|kilometres|miles|minutes|blocks)\b/,
    size: /\bhow (?:big|large|wide|long is|large is)\b|\bwhat size\b|\bsize of\b|\bdimensions?\b|\bsquare (?:feet|footage|metres)\b|\bsq ?ft\b/,
    name: /\bwho\b|\bwhich (?:company|contractor|firm|builder)\b|\bwhat (?:company|contractor|firm|builder)\b|\bby whom\b/,
    yesno: /^(?:is|are|does|do|did|has|have|can|could|was|were|will|would|should|any)\b/,
    list: /\bwhat (?:is|are|'s) (?:included|excluded)\b|\bwhat (?:comes|stays|goes) with\b|\bwhat does [^?]{1,40} (?:include|cover)\b|\bwhat(?:'s| is) (?:covered|in it)\b|\bwhich (?:items|appliances)\b/,
  },
  fairHousing: [
    /\b(?:race|racial|racist|ethnic\w*|religio\w*|christians?|muslims?|islamic|jewish|jews|hindus?|sikhs?|buddhists?|immigrants?|foreigners?|minorit\w+|demographic\w*|hispanics?|latinos?|lgbt\w*|gays?)\b/,
    /\b(?:black|white|asian|chinese|indian|korean|japanese|persian|arab|iranian|filipino|mexican|european)\s+(?:people|families|folks|neighbou?rs|neighbou?rhood|community|residents|buyers)\b/,
    /\bwhat (?:kind|type|sort) of (?:people|neighbou?rs|families|residents|crowd)\b/,
    /\bwho (?:lives|live) (?:here|there|in the|nearby|around)\b/,
    /\b(?:is|are) (?:it|the (?:area|neighbou?rhood|building|street)|this (?:area|neighbou?rhood)) (?:safe|dangerous)\b/,
    /\bsafe (?:for|neighbou?rhood|area)\b/,
    /\b(?:mostly|lots of|many|more|mainly|full of|a lot of|majority|fewest|fewer|less)\s(?:[\w-]+ ){0,2}(?:families|retirees|retired (?:people|folks|couples)|seniors|elderly|older (?:people|folks|ppl|couples|residents)|young (?:people|families|professionals|couples)|students|singles|immigrants|foreigners)\b|\b(?:retirees|seniors|elderly|older (?:people|folks|ppl)|young families|families) or (?:retirees|seniors|elderly|young (?:families|people|professionals)|older (?:people|folks|ppl)|families)\b|\bwho (?:the )?(?:neighbou?rs|residents|owners) (?:would be|are)\b/,
    /\b(?:families with (?:kids|children)|no kids|adults? only|childless|single (?:moms?|mothers?|parents?)|disabled (?:people|persons?|residents)|handicapped people)\b/,
  ],
  asksOfAgent: {
    // Something done for the visitor: sending, booking, passing on, holding, calling, finding out.
    action:
      /\b(?:can|could|would|will) (?:you|u|ya) (?:please |pls |plz |just )?(?:send|e-?mail|forward|text|mail|share|pass (?:on|along)|get (?:me|us|the sellers?|them)|book|schedule|arrange|set up|setup|hold|reserve|call|phone|ring|contact|ask|find out|check with|put in|submit|present|write up|draft|negotiate|introduce|refer|recommend (?:a|an|some|me)|connect me|sneak|squeeze|fit (?:me|us) in|notify|let me know when|tell the|talk to the|speak to the|reach out|show (?:it|me|us) (?:to (?:me|us) )?(?:on|this|next|tomorrow|today|tonight|at|around|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b|^(?:pls |please |plz |can u |kindly )?(?:send|e-?mail|forward|text|book|schedule|arrange|hold|reserve|call|put in|submit|present|pass on|ask|set up) (?:me|us|a|an|the|my|it|this|that|them)\b|\b(?:send|e-?mail|forward|text) (?:me|us|it|them|over)\b|\bhold (?:it|the (?:unit|house|place|property|condo|home|suite)) for (?:me|us)\b|\b(?:sneak|squeeze|fit) (?:me|us) in\b|\b(?:i'?d like to|i want to|i wanna|how (?:do|can|would) i|can i(?: still)?|let me) (?:put in|make|submit|write|place|present) (?:a|an|my)\b[^?]{0,20}\boffer|\b(?:book|schedule|arrange) (?:a |me a |us a )?(?:showing|viewing|tour|visit|appointment|private showing)\b|\b(?:can|could) (?:i|we) (?:see|view|visit|tour) (?:it|the (?:house|home|unit|place|condo))\b[^?]{0,30}\b(?:tomorrow|tonight|today|this (?:week|weekend|morning|afternoon|evening)|next (?:week|\w+day)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|at \d|\d ?(?:am|pm))/,
    // What the assistant thinks: worth, fairness of the price, recommendations, "if you were me".
    opinion:
      /\b(?:do|would|did) (?:you|u|ya) (?:think|recommend|suggest|buy|consider|reckon|feel it|say it'?s)\b|\bin your (?:opinion|view|experience)\b|\byour (?:opinion|take|thoughts|honest|recommendation)\b|\bif (?:you|u) were me\b|\bwould (?:you|u) (?:go for|buy|do)\b|\bworth (?:it|the (?:price|money|asking)|buying|the investment)\b|\b(?:fair|good|reasonable|decent|great|bad) (?:price|deal|buy|investment)\b|\bgood value\b|\b(?:over|under)priced\b|\btoo (?:much|expensive|pricey|high)\b(?! (?:noise|traffic))|\bmoney pit\b|\bshould (?:i|we) (?:buy|go for|offer|bid|wait|consider|be worried|worry|pass)\b|\b(?:nice|good|pleasant|great) (?:area|place|neighbou?rhood|street|building) to live\b|\bis it a good (?:time|idea|choice)\b/,
    // What will happen: prices, fees, approvals, offers, how a sale goes.
    prediction:
      /\b(?:will|would|is|are) (?:the )?(?:[\w-]+ )?(?:(?:house |home |property |condo |land )?(?:prices?|values?)|fees?|strata fees?|condo fees?|hoa fees?|dues|taxes|(?:property )?assessments?|rents?|market|area|neighbou?rhood|it|this|that|they|home|house|place|unit)\b[^?]{0,30}\b(?:go(?:ing)? (?:up|down|over|under)|gonna (?:go|rise|drop|increase|sell)|rise|increase|jump|climb|drop|fall|decrease|appreciate|depreciate|gain value|lose value|improve|sell (?:fast|quickly|soon|over|above|first)|hold (?:its|their) value)\b|\b(?:going to|gonna|likely to|expected to|bound to) (?:go up|go down|rise|increase|drop|fall|appreciate|improve|sell|approve|get approved|be approved|happen|change)\b|\bwill (?:the )?(?:city|council|strata|board|municipality|town|county|province|state|bank|lender|hoa|co-?op|buyers?|current buyer|other buyer)\b[^?]{0,25}\b(?:approve|allow|permit|accept|agree|let|remove|waive|get|firm up|close)\b|\b(?:is|are) the (?:city|council|strata|board|hoa) (?:going to|gonna)\b|\bwill there (?:be|ever be) (?:another|more|a new|any more|other|a bidding|multiple)\b|\bbidding war\b|\bgo (?:over|under|above|below) (?:asking|list)\b|\bin (?:the (?:near )?future|(?:\d+|five|ten|a few) years)\b|\b(?:next|coming) (?:few )?years?\b(?=[^?]*\b(?:will|gonna|going to|likely)\b)|\b(?:think|expect|predict|guess|reckon) (?:the|it|that|they|prices?|values?)\b[^?]{0,30}\b(?:will|'ll|gonna|going to)\b/,
    // Personal legal, tax or financing advice.
    advice:
      /\b(?:do|would|will|should|must) (?:i|we) (?:need|have to|qualify|be eligible|owe|claim|report|declare|deduct)\b[^?]{0,40}\b(?:lawyer|notary|attorney|accountant|tax(?:es)?|gst|hst|pst|vat|duty|exemption|rebate|credit|mortgage|loan|insurance|inspection|inspector|appraisal|survey|title|permits?|income|capital gains?|deposit|down payment|clause|realtor)\b|\b(?:am i|are we|would i be|will i be|is my \w+) (?:eligible|qualified|exempt|required to pay|liable)\b|\bdo (?:i|we) qualify\b|\b(?:can|could) (?:i|we) (?:deduct|claim|write off|get (?:a |approved for a )?(?:mortgage|loan)|afford|borrow|qualify|avoid (?:the )?tax)\b|\bhow much (?:can|could|should|would) (?:i|we) (?:borrow|afford|get approved|put down|offer)\b|\b(?:fixed|variable)(?: rate)? or (?:fixed|variable)\b|\b\d+ ?(?:yr|year) (?:fixed|variable)\b|\b(?:tax|legal|financial|mortgage|financing) (?:advice|implications?|consequences|benefits?|purposes|strategy)\b|\btax[- ]?wise\b|\bshould (?:i|we) (?:get|hire|use|include|do|have|consult|talk to|go with|choose|take)\b|\b(?:first[- ]time (?:home ?)?buyers?)\b[^?]{0,60}\b(?:exempt\w*|rebate|credit|qualify|eligible|incentive|program)\b|\b(?:foreign|non-?resident) buyers?\b[^?]{0,30}\b(?:tax|ban|allowed|can|pay)\b|\bas a (?:foreigner|non-?resident|newcomer|student)\b|\b(?:risky legally|legally risky)\b|\bcan (?:i|we) (?:evict|kick (?:\w+ ){0,3}out|terminate (?:the|their) (?:lease|tenancy)|end (?:the|their) (?:lease|tenancy))\b/,
    // What the sellers (or another owner) would do, leave, pay or accept.
    promise:
      /\b(?:will|would|could|can|might) (?:the )?(?:sellers?|vendors?|owners?|landlord|other owner|co-?owners?|neighbou?rs?|they)\b[^?]{0,25}\b(?:leave|fix|repair|replace|pay|cover|give|credit|throw in|include|paint|repaint|clean|remove|agree|accept|extend|move (?:out|up)|install|let|consider|help|split|contribute|take care|finish|complete|upgrade|rent (?:it )?back|negotiate|drop|lower|come down|budge|take|do (?:a|the|any)|service|empty|clear out|wait|hold)\b|\b(?:sellers?|vendors?|owners?) (?:be )?(?:willing|open|ok|okay|able|happy|prepared) to\b|\b(?:sellers?|vendors?) (?:are |is )?(?:leaving|including|throwing in) (?:the|behind|any|all|their|some)\b/,
  },
  fairHousingAnswer:
    "I'm sorry, I can't describe who lives in an area by race, religion, origin, family status or disability (fair housing). Public sources such as census data and city or police websites can help. {agent} is happy to talk about the property itself{phone}.",
  noAgentName: 'The agent',
  phone: (p) => ` (${p})`,
  propertyTypes: {
    condo: /\b(?:condo|condominium|apartment|apt|flat|penthouse|loft)s?\b/,
    townhouse: /\b(?:townhouse|townhome|town home|row ?house)s?\b/,
    duplex: /\b(?:duplex|half[- ]duplex|semi-detached)\b/,
    plex: /\b(?:triplex|fourplex|four-plex|quadruplex|multiplex|multi-family|income property|investment property|rental building)\b/,
    farm: /\b(?:farm|acreage|ranch|hobby farm|homestead)s?\b/,
    cottage: /\b(?:cottage|cabin|chalet|lake ?house|lakefront|waterfront)s?\b/,
    presale: /\b(?:pre-?construction|pre-?sale|assignment|new build)s?\b/,
    bungalow: /\b(?:bungalow|rancher|character home|heritage home)s?\b/,
    house: /\b(?:detached house|single[- ]family|house)\b/,
  },
  nicknameAfter: new RegExp(`^(?:'s)?[\\s-]+(?:[a-z]+[\\s-]+)?(?:${NICKNAMED})\\b`),
  nicknameBefore: new RegExp(
    `\\b(?:${NICKNAMED})\\s+(?:with|on|at|in|near|by|off|over|beside|facing|across from)\\s+(?:the\\s+|a\\s+|an\\s+)?$`,
  ),
  clippings: {
    yr: 'year',
    yrs: 'years',
    sqft: 'square feet',
    'sq ft': 'square feet',
    'sq. ft.': 'square feet',
    'sq. ft': 'square feet',
    bsmt: 'basement',
    mtce: 'maintenance',
    maint: 'maintenance',
    appt: 'appointment',
    bdrm: 'bedroom',
    bdrms: 'bedrooms',
    bthrm: 'bathroom',
    'w/d': 'washer and dryer',
    'a/c': 'air conditioning',
    'w/': 'with',
    wat: 'what',
    wats: 'what is',
    wut: 'what',
    abt: 'about',
    u: 'you',
    ur: 'your',
    rn: 'right now',
    pls: 'please',
    plz: 'please',
    thx: 'thanks',
    yrly: 'yearly',
    mth: 'month',
    mthly: 'monthly',
    ppty: 'property',
    renos: 'renovations',
    incl: 'included',
    approx: 'approximately',
    nbhd: 'neighbourhood',
    pkg: 'parking',
  },
  perRow:
    /\b(?:each|every|per)\s+(?:(?:of\s+the\s+)?(?:unit|suite|apartment|apt|door|lease|tenant|tenancy|renter|floor|level))s?\b|\b(?:each|every)\s+(?:single\s+)?year\b|\b(?:all|both)\s+(?:(?:the|of the|\d+|two|three|four|five|six)\s+)*(?:units|suites|apartments|leases|tenants|tenancies)\b|\byear[- ](?:by|over)[- ]year\b|\b(?:by|for each|broken down by)\s+(?:unit|year|lease|tenant)\b|\bunit[- ]by[- ]unit\b/,
  comparative:
    /\b(?:which (?:one|of|listing|house|home|property|condo)|compare|both|each|all (?:of )?(?:them|the|your)|these two|the two)\b/i,
  asksOtherListings:
    /\b(?:other|another|similar|more)\s+(?:listings?|units?|homes?|houses?|properties|condos?|townhouses?|places?)\b|\b(?:anything|something) (?:else|similar)\b/,
  namesOtherListing:
    /\b(?:similar (?:home|house|unit|condo|property|townhouse)|another (?:home|house|listing|unit|property|condo|townhouse)|also ha(?:s|ve) an? (?:\w+ )?(?:home|house|listing|unit|property|condo|townhouse)|other units?|bringing (?:a|an|another)|coming to (?:the )?market)\b/,
  ofListing: (n) => ` for ${n}`,
  yearNote: (year) => ` (${year})`,
  monthNames:
    'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?',
  dateForms: /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/,
  timeForms: /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)/,
  amountForms: /\d[\d,.]*\s?(?:dollars|cad|usd|k\b)/,
  distanceForms: /\b\d[\d,.]*\s?(?:m|km|metres?|meters?|miles?|min(?:ute)?s?|-minute|blocks?)\b/,
  perMonth: '{a} / month',
  perYear: '{a} / year',
  functionWords: [],
  particles: '',
  homeWords: [],
  wordEnding: null,
  elision: null,
  falseFriends: [],
  asksPhone: /\bphone\b|\btelephone\b|\bcell number\b|\bemail\b|\be-mail\b/,
  asksChange:
    /\b(?:go|goes|going|gone|went) (?:up|down)\b|\b(?:increase|decrease|rise|rose|risen|raise|jump|climb)(?:s|d|ed)?\b|\bhow much (?:more|less|higher|lower)\b|\btrend\b/,
  saysChange:
    /\b(?:increase|decrease|rise|rose|risen|raise|reduc|drop|jump|hike|climb|cut)\w*|\b(?:up|down) from\b|\bfrom \$?\d[\d,.]*\s?(?:\$\s?)?to\b|\d\s?%/i,
  asksTotal: /\btotal\b|\baltogether\b|\bcombined\b|\bin all\b/,
  totalLine: /\btotal\b|\bsubtotal\b/i,
  lastTime:
    /^\s*(?:last|previous|most recent|date of last)\b|\b(?:last|previously|most recently)\s+(?:[a-z]+ed|done|swept|serviced)\b/i,
  nextTime: /\bdue\b|\bnext\b|upcoming/i,
};
