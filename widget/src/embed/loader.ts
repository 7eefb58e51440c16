// The tiny, dependency-free loader placed on agents' sites (filled in by the widget work).
export {};
