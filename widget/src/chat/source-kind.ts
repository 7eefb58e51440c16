// What a reply's source is: the agent's saved answer, the agent's notes on the listing (the
// generated *_listingExtraInfo_ND document), or a document of the listing. The chat's Sources line
// and the server's follow-up email name them alike.
export type SourceKind = 'answer' | 'notes' | 'file';

export function sourceKind(fileName: string): SourceKind {
  if (/^agent's answer$/i.test(fileName)) return 'answer';
  if (/listingExtraInfo_ND/i.test(fileName) || /agent's notes/i.test(fileName)) return 'notes';
  return 'file';
}
