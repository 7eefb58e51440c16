// First start on an empty database: a demo agent (and, with the listings module, a demo assistant).
// OHA_DEMO=0 turns it off. Filled in by the foundation work.
export async function seedDemo(): Promise<void> {}
