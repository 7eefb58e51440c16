// English grammar pieces.
import type { LanguagePieces } from './types';

export const en: LanguagePieces = {
  greeting: /hi|hello|hey|hiya|good (?:morning|afternoon|evening)/,
  intro:
    /tell me about (?:this|the|these|your) (?:property|properties|listings?|homes?|house)|about this (?:property|listing)/i,
  asks: {
    amount: /\bhow much\b|\bwhat (?:is|are) the (?:cost|fee|rent|charge)s?\b|\bwhat does [^?]{1,30} cost\b/,
    date: /\bwhen\b|\bwhat (?:date|day)\b|\bby when\b/,
    year: /\bwhat year\b|\bwhich year\b|\bhow old\b|\bwhat age\b|\bwhen was (?:it|the|this)\b[^?]{0,40}\b(?:built|installed|replaced|put in|done|renovated|updated|redone)\b/,
    count: /\bhow many\b|\bnumber of\b/,
    duration: /\bhow long\b|\bhow many (?:years|months|weeks|days|hours)\b|\bduration\b/,
    distance: /\bhow (?:far|close|deep|high|tall)\b|\bdistance\b|\bhow many (?:km|kilometres|miles|minutes|blocks)\b/,
    size: /\bhow (?:big|large|wide|long is|large is)\b|\bwhat size\b|\bsize of\b|\bdimensions?\b|\bsquare (?:feet|footage|metres)\b|\bsq ?ft\b/,
    name: /\bwho\b|\bwhich (?:company|contractor|firm|builder)\b|\bwhat (?:company|contractor|firm|builder)\b|\bby whom\b/,
    yesno: /^(?:is|are|does|do|did|has|have|can|could|was|were|will|would|should|any)\b/,
    list: /\bwhat (?:is|are|'s) (?:included|excluded)\b|\bwhat (?:comes|stays|goes) with\b|\bwhat does [^?]{1,40} include\b|\bwhich (?:items|appliances)\b/,
  },
  fairHousing: [
    /\b(?:race|racial|racist|ethnic\w*|religio\w*|christians?|muslims?|islamic|jewish|jews|hindus?|sikhs?|buddhists?|immigrants?|foreigners?|minorit\w+|demographic\w*|hispanics?|latinos?|lgbt\w*|gays?)\b/,
    /\b(?:black|white|asian|chinese|indian|korean|japanese|persian|arab|iranian|filipino|mexican|european)\s+(?:people|families|folks|neighbou?rs|neighbou?rhood|community|residents|buyers)\b/,
    /\bwhat (?:kind|type|sort) of (?:people|neighbou?rs|families|residents|crowd)\b/,
    /\bwho (?:lives|live) (?:here|there|in the|nearby|around)\b/,
    /\b(?:is|are) (?:it|the (?:area|neighbou?rhood|building|street)|this (?:area|neighbou?rhood)) (?:safe|dangerous)\b/,
    /\bsafe (?:for|neighbou?rhood|area)\b/,
    /\b(?:families with (?:kids|children)|no kids|adults? only|childless|single (?:moms?|mothers?|parents?)|disabled (?:people|persons?|residents)|handicapped people)\b/,
  ],
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
  asksTotal: /\btotal\b|\baltogether\b|\bcombined\b|\bin all\b/,
  totalLine: /\btotal\b|\bsubtotal\b/i,
  lastTime:
    /^\s*(?:last|previous|most recent|date of last)\b|\b(?:last|previously|most recently)\s+(?:[a-z]+ed|done|swept|serviced)\b/i,
  nextTime: /\bdue\b|\bnext\b|upcoming/i,
};
