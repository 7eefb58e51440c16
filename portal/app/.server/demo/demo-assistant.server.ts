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

export const DEMO_LISTINGS = [
  {
    listing: {
      listingName: '2305-1480 Howe Street, Vancouver',
      listingStatus: 'Active Listing',
      insiderInfo:
        'The sellers are relocating to Calgary and prefer a completion date in late January. The unit has never been rented. ' +
        'Two offers were made in October; both were below $1,100,000. The view corridor to False Creek is protected by the city.',
    },
    files: ['harbour-condo-feature-sheet.pdf', 'harbour-condo-strata-notes.txt'],
  },
  {
    listing: {
      listingName: '3862 West 22nd Avenue, Vancouver',
      listingStatus: 'Coming Soon',
      insiderInfo:
        'Assessed at $3,041,000 for 2025. The owners have lived here since 2009. ' +
        'The garden has an irrigation system and a heritage Japanese maple that the sellers ask buyers to keep.',
    },
    files: ['west22-house-feature-sheet.pdf', 'west22-house-disclosure.docx'],
  },
] as const;

export const DEMO_CONTACT = {
  phone: '604-555-0142',
  companyName: 'Open House Realty (demo)',
  website: 'https://example.com',
} as const;

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
