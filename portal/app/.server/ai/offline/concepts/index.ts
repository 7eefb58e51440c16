// Every concept of the offline engine, one record each (see types.ts), grouped by domain. The
// order of the domains matters only where two concepts share a term ("sold" is both a sale and a
// status): the earlier one is listed first in a match.
import { AREA } from './area';
import { FEATURES } from './features';
import { MODIFIERS } from './modifiers';
import { MONEY } from './money';
import { PROCESS } from './process';
import { PROPERTY } from './property';
import { ROOMS } from './rooms';
import { RULES } from './rules';
import { STRATA } from './strata';
import { SYSTEMS } from './systems';
import type { Concept } from './types';

export * from './types';
export { DOCUMENT_KINDS } from './documents';

export const CONCEPTS: Concept[] = [
  ...MONEY,
  ...ROOMS,
  ...PROPERTY,
  ...STRATA,
  ...RULES,
  ...FEATURES,
  ...SYSTEMS,
  ...AREA,
  ...MODIFIERS,
  ...PROCESS,
];

export const CONCEPT_BY_ID = new Map(CONCEPTS.map((x) => [x.id, x]));
