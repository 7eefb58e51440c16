import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { sweepOrphans } from './sweep.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  await t.close();
});

function put(relative: string) {
  const p = path.join(t.dir, relative);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, 'bytes');
}
const exists = (relative: string) => fs.existsSync(path.join(t.dir, relative));

describe('sweepOrphans', () => {
  it('removes stored files no document references and temporary folders, keeping referenced ones', async () => {
    const user = await t.db
      .insertInto('users')
      .values({ email: 'a@example.com', passwordHash: 'x', roles: '[2024]', fName: 'A', lName: 'B' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assistant = await t.db
      .insertInto('assistants')
      .values({
        assistantPathname: 'sweep-test',
        realtorUserId: user.id,
        ohaName: 'Sweep',
        publicEmail: 'a@example.com',
        publicPhone: '1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listing = await t.db
      .insertInto('listings')
      .values({
        assistantId: assistant.id,
        realtorUserId: user.id,
        listingName: '1 Main St',
        insiderInfo: '',
        listingStatus: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = `files/${listing.id}/1-sheet.pdf`;
    await t.db
      .insertInto('documents')
      .values({
        listingId: listing.id,
        fileId: 'f1',
        fileName: 'sheet.pdf',
        kind: 'pdf',
        sizeBytes: 5,
        storagePath: kept,
        sha256: 'x',
      })
      .execute();
    put(kept);
    put(`files/${listing.id}/2-left-by-a-crash.pdf`);
    put('files/999/7-of-a-deleted-listing.pdf');
    put('files/.tmp/abc123/0');

    expect(await sweepOrphans(t.db, t.dir)).toEqual({ orphanFiles: 2, tmpFolders: 1 });
    expect(exists(kept)).toBe(true);
    expect(exists(`files/${listing.id}/2-left-by-a-crash.pdf`)).toBe(false);
    expect(exists('files/999')).toBe(false);
    expect(exists('files/.tmp/abc123')).toBe(false);
    expect(await sweepOrphans(t.db, t.dir)).toEqual({ orphanFiles: 0, tmpFolders: 0 });
  });

  it('does nothing when no file was ever stored', async () => {
    expect(await sweepOrphans(t.db, t.dir)).toEqual({ orphanFiles: 0, tmpFolders: 0 });
  });
});
