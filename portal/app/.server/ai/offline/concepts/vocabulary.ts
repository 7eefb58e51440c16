// The offline engine's vocabulary: the concept records (this folder, one file per domain) and the
// matcher that finds them in a text (`matcher.ts`), under the name the engine's modules
// import.
export * from './index';
export * from './matcher';
