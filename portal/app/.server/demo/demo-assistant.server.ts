// The demo assistant created with the demo agent on first start: two sample listings (a downtown
// condo and a family house) from documents kept in ./samples, ingested like any agent's upload.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { db } from '../db.server';
import { kindForUpload } from '../ingest/detect.server';
import type { IncomingFile } from '../ingest/ingest.server';
import { createAssistantFromFiles } from '../repos/assistants.server';
import { addListingFromFiles } from '../repos/listings.server';
import { fileExtension } from '~/validation/files';
import { DEMO_CONTACT, DEMO_LISTINGS } from './demo-listings';

function samplesDir(): string {
  const candidates = [
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'samples'),
    path.resolve(process.cwd(), 'portal/app/.server/demo/samples'),
  ];
  const dir = candidates.find((d) => fs.existsSync(path.join(d, DEMO_LISTINGS[0].files[0])));
  if (!dir) throw new Error('demo sample documents not found (portal/app/.server/demo/samples)');
  return dir;
}

function sampleFiles(names: readonly string[]): IncomingFile[] {
  const dir = samplesDir();
  return names.map((name) => {
    const bytes = fs.readFileSync(path.join(dir, name));
    const kind = kindForUpload(fileExtension(name), bytes);
    if (!kind) throw new Error(`demo sample ${name} is not a supported document`);
    return { name, bytes, kind };
  });
}

/** Creates the demo assistant for the (new) demo agent; returns its public chat link. */
export async function seedDemoAssistant(userId: number): Promise<{ chatUrl: string }> {
  const user = await db()
    .selectFrom('users')
    .select(['email', 'fName', 'lName'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [first, second] = DEMO_LISTINGS;
  const { assistant } = await createAssistantFromFiles(db(), userId, {
    listing: first.listing,
    contact: { fName: user.fName, lName: user.lName, email: user.email, ...DEMO_CONTACT },
    files: sampleFiles(first.files),
  });
  await addListingFromFiles(db(), userId, {
    assistantId: assistant.id,
    listing: second.listing,
    files: sampleFiles(second.files),
  });
  return { chatUrl: assistant.chatUrl };
}
