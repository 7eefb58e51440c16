// The placeholder the built loader (widget.js) carries where its texts go: a free identifier the
// minifier keeps. The server replaces it with the visitor's language's `loader` catalog
// (portal/app/.server/embed/loader-script.server.ts); scripts/check-widget-size.mjs measures every
// language's variant.
export const LOADER_TEXTS_SLOT = '__OHA_LOADER_TEXTS__';
