// npm run oha -- reindex [--text] [--assistant ID]: after switching AI provider (setting or
// unsetting OPENAI_API_KEY), re-creates what the active provider needs from the stored documents:
// uploads, one knowledge base per assistant ({fName}{lName}_VS) with file attributes, and for the
// offline engine the text index and facts. Agents do not have to upload anything again.
import { migrateToLatest } from '../../db/connection';
import { describeProvider, getProvider } from '../../portal/app/.server/ai/index.server';
import { reindexAll } from '../../portal/app/.server/ai/reindex.server';
import { opened } from '../../portal/app/.server/db.server';

export async function run(args: string[]): Promise<number> {
  const idArg = args.indexOf('--assistant');
  const assistantId = idArg >= 0 ? Number(args[idArg + 1]) : undefined;
  if (assistantId !== undefined && !Number.isInteger(assistantId)) {
    console.error('usage: npm run oha -- reindex [--text] [--assistant ID]');
    return 2;
  }
  // The app's own handle: the offline provider writes through it too.
  const { db } = opened();
  await migrateToLatest(db);
  const provider = getProvider();
  console.log(`Re-indexing stored documents for: ${describeProvider()}`);
  try {
    const report = await reindexAll(db, provider, {
      rebuildText: args.includes('--text') ? true : undefined,
      assistantId,
      log: (line) => console.log(line),
    });
    console.log(`Done: ${report.assistants} assistant(s), ${report.documents} document(s).`);
    for (const f of report.failures) {
      console.log(`  not done: assistant ${f.assistantId}${f.fileName ? `, ${f.fileName}` : ''}: ${f.reason}`);
    }
    return report.failures.length ? 1 : 0;
  } finally {
    await db.destroy();
  }
}
