// The offline engine's vocabulary: the concept records (`concepts/`, one file per domain) and the
// matcher that finds them in a text (`concepts/matcher.ts`), under the name the engine's modules
// import.
export * from './concepts';
export * from './concepts/matcher';
