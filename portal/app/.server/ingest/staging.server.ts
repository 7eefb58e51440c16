// Uploaded files wait here (DATA_DIR/staging/<userId>/) between the upload request and the form
// that uses them. Each file is checked on arrival: extension, size and content (magic bytes).
// A staged file can only be taken by the user who uploaded it; leftovers go after 24 hours.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileExtension, fileMessages, FILE_LIMITS, hasAllowedExtension, maxFileBytes } from '~/validation/files';
import { config } from '../config.server';
import { kindForUpload, type DocKind } from './detect.server';

export const STAGING_TTL_MS = 24 * 60 * 60 * 1000;
const ID = /^[a-f0-9]{32}$/;

export interface StagedFile {
  uploadId: string;
  name: string;
  size: number;
  kind: DocKind;
  sha256: string;
  bytes: Buffer;
}

interface StagedMeta {
  name: string;
  size: number;
  kind: DocKind;
  sha256: string;
  createdAt: number;
}

export type StageResult = { ok: true; uploadId: string; name: string; size: number } | { ok: false; message: string };

function userDir(userId: number): string {
  return path.join(config().dataDir, 'staging', String(Math.trunc(userId)));
}

/** Checks and keeps one uploaded file; the message on refusal is the spec's text. */
export async function stageUpload(userId: number, file: { name: string; bytes: Buffer }): Promise<StageResult> {
  const name = displayName(file.name);
  if (!hasAllowedExtension(name)) return { ok: false, message: fileMessages.invalidFormat(name) };
  if (file.bytes.length > maxFileBytes()) return { ok: false, message: fileMessages.tooLarge(name, FILE_LIMITS.maxMb) };
  const kind = kindForUpload(fileExtension(name), file.bytes);
  if (!kind) return { ok: false, message: fileMessages.invalidFormat(name) };

  await purgeStaging().catch(() => undefined);
  const dir = userDir(userId);
  await fs.mkdir(dir, { recursive: true });
  const uploadId = crypto.randomBytes(16).toString('hex');
  const meta: StagedMeta = {
    name,
    size: file.bytes.length,
    kind,
    sha256: crypto.createHash('sha256').update(file.bytes).digest('hex'),
    createdAt: Date.now(),
  };
  await fs.writeFile(path.join(dir, `${uploadId}.bin`), file.bytes);
  // Meta last: a staged file without its meta is never taken (and is purged later).
  await fs.writeFile(path.join(dir, `${uploadId}.json`), JSON.stringify(meta));
  return { ok: true, uploadId, name, size: meta.size };
}

/** The user's staged files for these ids, in the given order; unknown or foreign ids are ignored. */
export async function takeStaged(userId: number, uploadIds: readonly string[]): Promise<StagedFile[]> {
  const dir = userDir(userId);
  const out: StagedFile[] = [];
  for (const uploadId of new Set(uploadIds)) {
    if (!ID.test(uploadId)) continue;
    try {
      const meta = JSON.parse(await fs.readFile(path.join(dir, `${uploadId}.json`), 'utf8')) as StagedMeta;
      const bytes = await fs.readFile(path.join(dir, `${uploadId}.bin`));
      out.push({ uploadId, name: meta.name, size: bytes.length, kind: meta.kind, sha256: meta.sha256, bytes });
    } catch {
      // gone (purged or already used)
    }
  }
  return out;
}

/** Removes staged files once their contents are stored for good. */
export async function releaseStaged(userId: number, uploadIds: readonly string[]): Promise<void> {
  const dir = userDir(userId);
  for (const uploadId of uploadIds) {
    if (!ID.test(uploadId)) continue;
    await fs.rm(path.join(dir, `${uploadId}.json`), { force: true });
    await fs.rm(path.join(dir, `${uploadId}.bin`), { force: true });
  }
}

/**
 * Deletes staged files older than the time-to-live, and temporary ingestion folders
 * (DATA_DIR/files/.tmp) a crash may have left behind.
 */
export async function purgeStaging(now = Date.now()): Promise<number> {
  const root = path.join(config().dataDir, 'staging');
  let removed = 0;
  const tmpRoot = path.join(config().dataDir, 'files', '.tmp');
  for (const d of await fs.readdir(tmpRoot).catch(() => [] as string[])) {
    const p = path.join(tmpRoot, d);
    const st = await fs.stat(p).catch(() => null);
    if (st && now - st.mtimeMs > STAGING_TTL_MS) {
      await fs.rm(p, { recursive: true, force: true });
      removed++;
    }
  }
  let users: string[];
  try {
    users = await fs.readdir(root);
  } catch {
    return 0;
  }
  for (const u of users) {
    const dir = path.join(root, u);
    let files: string[];
    try {
      files = await fs.readdir(dir);
    } catch {
      continue;
    }
    for (const f of files) {
      const p = path.join(dir, f);
      try {
        const st = await fs.stat(p);
        if (now - st.mtimeMs > STAGING_TTL_MS) {
          await fs.rm(p, { force: true });
          removed++;
        }
      } catch {
        // raced with another purge
      }
    }
  }
  return removed;
}

/** The name as shown to the agent: no directories (some browsers send a path), trimmed. */
function displayName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').trim().normalize('NFC') || 'file';
}

/**
 * Runs `fn` on this user's staged files (as IncomingFile-shaped objects), then releases them.
 * On failure they stay staged, so the agent can submit the form again without uploading again.
 */
export async function withStaged<T>(
  userId: number,
  uploadIds: readonly string[],
  fn: (files: Array<{ name: string; bytes: Buffer; kind: StagedFile['kind'] }>) => Promise<T>,
): Promise<T> {
  const staged = await takeStaged(userId, uploadIds);
  const result = await fn(staged.map((s) => ({ name: s.name, bytes: s.bytes, kind: s.kind })));
  await releaseStaged(
    userId,
    staged.map((s) => s.uploadId),
  );
  return result;
}
