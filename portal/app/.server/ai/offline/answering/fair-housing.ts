// Fair housing: questions that steer by protected characteristics (race, religion, national
// origin, family status, disability, "what kind of people live here", "is it safe for ...") get a
// fixed, polite answer in the visitor's language. Never built from the documents.
import type { Lang } from '../concepts/vocabulary';
import { FAIR_HOUSING, LANGUAGE } from '../lang';
import { normalize } from '../text/text';

export function isFairHousingQuestion(question: string): boolean {
  const q = normalize(question);
  return FAIR_HOUSING.some((re) => re.test(q));
}

// Every refusal names the agent and how to reach them, so a visitor who asked about safety or
// the people of an area still has someone to talk to (the texts are in lang/).
export function fairHousingAnswer(lang: Lang, agentName: string, phone = ''): string {
  const l = LANGUAGE[lang];
  return l.fairHousingAnswer
    .replace('{agent}', agentName || l.noAgentName)
    .replace('{phone}', phone ? l.phone(phone) : '');
}
