// French grammar pieces (matched on normalized text: accents folded, "é" reads "e").
import type { LanguagePieces } from './types';

export const fr: LanguagePieces = {
  greeting: /bonjour|bonsoir|salut|allo/,
  intro: /parlez-moi de (?:cette|la) propri|pr[ée]sentez-moi|décrivez/i,
  asks: {
    amount: /\bcombien (?:coute|coutent|paie|paye|faut-il payer|sont|est)\b|\bmontant\b|\ba combien s'elev/,
    date: /\bquand\b|\bquelle date\b|\bquel jour\b|\bpour quand\b/,
    year: /\bquelle annee\b|\ben quelle annee\b|\bde quand date\b|\bquel age\b|\bdate de construction\b/,
    count: /\bcombien de\b|\bnombre de\b/,
    duration: /\bcombien de temps\b|\bpendant combien\b|\bduree\b|\bcombien d'annees\b/,
    distance: /\ba quelle distance\b|\bloin\b|\bprofond|\bprofondeur\b|\bcombien de (?:km|minutes|metres)\b/,
    size: /\bquelle (?:taille|superficie|grandeur)\b|\bsuperficie\b|\b(?:pieds|metres) carres\b|\bdimensions?\b|\bquelle est la taille\b|\bgrand(?:e)? (?:est|sont)\b/,
    name: /^(?:qui|par qui|a qui)\b|\bquelle (?:compagnie|entreprise|societe)\b|\bquel (?:entrepreneur|constructeur)\b/,
    yesno:
      /\best-ce que?\b|^(?:y a-t-il|a-t-il|a-t-elle|est-il|est-elle|peut-on|puis-je|sont-ils|ont-ils)\b|-t-(?:il|elle|on)\b/,
    list: /\bqu'est-ce qui (?:est inclus|reste)\b|\bque comprend\b|\bque couvre\b|\bqu'est-ce que comprend\b|\bquels sont les\b/,
  },
  fairHousing: [
    /\b(?:race|ethni\w*|religi\w*|musulman\w*|juif|juive|juifs|chretien\w*|immigr\w*|etrangers?|minorites?|demographi\w*)\b/,
    /\b(?:surtout|plutot|beaucoup de|majorite de|principalement|en majorite|plein de)\b[^?]{0,25}\b(?:jeunes familles|familles|personnes agees|retraites|aines|etudiants|jeunes|immigrants|etrangers)\b|\b(?:jeunes familles|personnes agees|retraites|aines) ou\b|\bou (?:plutot )?(?:des )?(?:jeunes familles|personnes agees|retraites|aines)\b/,
    /\bquel (?:genre|type) de (?:gens|personnes|voisins|residents)\b|\bqui (?:habite|vit|vivent|habitent) (?:ici|dans le quartier|la)\b|\b(?:securitaire|sur|sure|dangereux) pour\b|\ble quartier est-il (?:sur|securitaire|dangereux)\b/,
  ],
  asksOfAgent: {
    action:
      /\b(?:pouvez|pourriez|pourrais|peux|voulez|voudriez|pourrez)[- ](?:vous|tu) (?:s'il vous plait |svp )?(?:me |nous |lui |leur |m'|l'|les )?(?:envoyer|transmettre|faire parvenir|faire suivre|rappeler|appeler|telephoner|contacter|joindre|proposer|presenter|soumettre|deposer|reserver|organiser|planifier|fixer|prevenir|aviser|informer|demander|recommander|referer|trouver|negocier|obtenir|tenir|garder|mettre|faire visiter|montrer|faire une offre|faire une contre-offre)\b|\b(?:envoyez|transmettez|rappelez|appelez|proposez|reservez|prevenez|faites)[- ]moi\b|\bmerci de (?:m'|me )?(?:envoyer|transmettre|rappeler|appeler|prevenir|reserver)\b|\b(?:j'aimerais|je voudrais|je veux|comment) (?:faire|deposer|soumettre|presenter) (?:une|mon) (?:offre|promesse d'achat)\b|\b(?:reserver|organiser|planifier|fixer) (?:une|un) (?:visite|rendez-vous)\b/,
    opinion:
      /\ba votre avis\b|\bselon vous\b|\bd'apres vous\b|\bvous (?:l'|les )?(?:achet(?:eriez|eriez-vous)|recommand(?:ez|eriez)|conseill(?:ez|eriez))\b|\b(?:pensez|croyez|trouvez|diriez)[- ]vous\b|\b(?:tu penses|vous pensez|vous trouvez)\b|\bvaut[- ](?:il|elle) (?:la peine|le coup)\b|\bbon (?:placement|investissement|achat|prix|deal|rapport qualite)\b|\bbonne (?:affaire|idee|occasion)\b|\bprix (?:juste|raisonnable|correct|trop eleve)\b|\btrop cher\b|\bsurevalue|\bhonnetement\b|\bagreable (?:a|pour) (?:vivre|habiter)\b|\bvieilli[rt] bien\b|\bdevrais[- ]je (?:acheter|faire une offre|attendre)\b/,
    prediction:
      /\b(?:va|vont|ira|iront|devrait|devraient|risque|risquent)[- ](?:t[- ])?(?:il|elle|ils|elles|on)?[- ]?(?:augmenter|baisser|monter|grimper|chuter|diminuer|prendre (?:de la |beaucoup de )?valeur|perdre (?:de la )?valeur|se vendre|partir|etre approuve|obtenir|changer)\b|\b(?:augmenter|baisser|monter|grimper|chuter|diminuer|prendre (?:de la |beaucoup de )?valeur|se vendre|partir)\b[^?]{0,40}\b(?:l'an prochain|l'annee prochaine|a l'avenir|dans (?:les )?(?:prochaines|prochains|\d+) (?:annees|ans|mois)|bientot|premier week-end|rapidement)\b|\by aura[- ]t[- ]il (?:une autre|d'autres|encore|plus de|une nouvelle)\b|\bdans les (?:prochaines|prochains) (?:annees|ans)\b|\ba l'avenir\b|\b(?:la ville|le conseil|le syndicat|la municipalite|la banque|l'acheteur|les acheteurs)\b[^?]{0,30}\b(?:approuvera|approuverait|acceptera|accepterait|autorisera|autoriserait|va (?:approuver|accepter|autoriser|obtenir)|obtiendra)\b|\bguerre d'encheres\b|\bplusieurs offres\b(?=[^?]*\b(?:aura|va|vont)\b)/,
    advice:
      /\b(?:dois|devrais|devrions|devons|faut)[- ]?(?:je|il|nous)?\b[^?]{0,40}\b(?:avocat|notaire|comptable|inspect\w*|impots?|taxe de bienvenue|droits de mutation|hypothe\w*|assurance \w+|clause|permis)\b|\bje dois payer\b|\b(?:ai|aurai|aurais)[- ]je droit\b|\b(?:suis|serai|serais)[- ]je (?:admissible|eligible|oblige|exempte?)\b|\bdedui(?:re|ctible)\b|\bcredit d'impot\b|\bexemption\b|\bpret hypothecaire\b|\bmise de fonds\b|\btaux (?:fixe|variable)\b|\b(?:conseil|avis) (?:juridique|fiscal|financier)\b|\bfiscalement\b|\btaxe de bienvenue\b|\bdroits de mutation\b|\bpremier acheteur\b|\ben tant qu'etranger\b|\brisque legalement\b|\best-ce risque (?:legalement|juridiquement)\b/,
    promise:
      /\b(?:vendeurs?|vendeuses?|proprietaires?|l'autre proprietaire|coproprietaires?|voisins?)\b[^?]{0,30}\b(?:accepter|laisser|payer|reparer|repeindre|nettoyer|remplacer|installer|donner|fournir|prendre en charge|rembourser|retirer|vider|liberer|faire|offrir|inclure|baisser|reduire|prolonger|devancer|reporter|changer|consentir)(?:ai(?:en)?t|a|ont|ions)?[- ](?:t[- ])?(?:ils?|elles?)\b|\b(?:vendeurs?|vendeuses?|proprietaires?|voisins?)\b[^?]{0,20}\b(?:accepterai(?:en)?t|laisserai(?:en)?t|paierai(?:en)?t|payerai(?:en)?t|reparerai(?:en)?t|repeindrai(?:en)?t|nettoierai(?:en)?t|remplacerai(?:en)?t|installerai(?:en)?t|donnerai(?:en)?t|fournirai(?:en)?t|offrirai(?:en)?t|inclurai(?:en)?t|baisserai(?:en)?t|consentirai(?:en)?t)\b|\b(?:vendeurs?|proprietaires?)\b[^?]{0,20}\b(?:seraient|serait|sont|est)[- ]?(?:ils|elles|il|elle)? ?(?:prets?|pretes?|disposes?|disposees?|d'accord|ouverts?|ouvertes?)\b|\b(?:va|vont)[- ]t?[- ]?(?:il|elle|ils|elles) (?:payer|laisser|reparer|repeindre|nettoyer|remplacer|installer|accepter|inclure)\b/,
  },
  fairHousingAnswer:
    "Désolé, je ne peux pas décrire qui habite un secteur selon l'origine, la religion, la situation familiale ou un handicap (équité en matière de logement). Consultez les sources publiques (recensement, sites de la ville ou de la police). Pour la propriété elle-même, contactez {agent}{phone}.",
  noAgentName: "l'agent",
  phone: (p) => ` au ${p}`,
  propertyTypes: {
    condo: /appartement|copropriete/,
    townhouse: /maison de ville/,
    duplex: /jumel/,
    plex: null,
    farm: /ferme|fermette/,
    cottage: /chalet|maison de campagne/,
    presale: /vente sur plan/,
    bungalow: /plain-pied/,
    house: /maison unifamiliale/,
  },
  comparative: /\b(?:lequel|laquelle|lesquel|les deux|chacun|chacune|toutes? les)\b/i,
  asksOtherListings:
    /\bd'autres? (?:proprietes|maisons|inscriptions|condos|unites|logements)\b|\bautres? (?:proprietes|maisons|inscriptions|unites)\b|\bquelque chose de (?:similaire|semblable)\b/,
  namesOtherListing: /autres? (?:propriete|maison|unite|logement)s?|(?:maison|propriete|unite) similaire/,
  ofListing: (n) => ` pour ${n}`,
  yearNote: (year) => ` (${year})`,
  monthNames: 'janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre',
  dateForms: null,
  timeForms: null,
  amountForms: null,
  distanceForms: null,
  perMonth: '{a} par mois',
  perYear: '{a} par année',
  functionWords: [],
  particles: '',
  homeWords: [],
  wordEnding: null,
  elision: /\b(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)'(?=\p{L})/gu,
  falseFriends: [
    'location',
    'locations',
    'four',
    'chat',
    'chats',
    'bail',
    'cour',
    'college',
    'place',
    'places',
    'part',
    'date',
    'station',
    'terrain',
  ],
  asksPhone: /\btelephone\b|\bnumero de tel\w*|\bcourriel\b|\bmail\b/,
  asksChange: /\b(?:augment|hausse|baiss|diminu|evolu|grimpe)\w*|\bcombien de plus\b/,
  saysChange: /\b(?:augment|hausse|baiss|diminu|reduit|reduction|passe de)\w*|\bde \d[\d\s,.]*\s?\$? a\b/i,
  asksTotal: /\bau total\b|\ben tout\b/,
  totalLine: /\btotaux\b/i,
  lastTime: /\b(?:derni[eè]re?|pr[eé]c[eé]dente?)\s+(?:[a-z]+(?:age|ange)|entretien|inspection|visite|service)\b/i,
  nextTime: /prochain/i,
};
