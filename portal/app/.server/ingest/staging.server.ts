// Uploaded files wait here (staging/<userId>/ in the configured storage: DATA_DIR/staging on the
// filesystem) between the upload request and the form that uses them. Each file is checked on
// arrival: extension, size and content (magic bytes). A staged file can only be taken by the user
// who uploaded it; leftovers go after 24 hours.
import crypto from 'node:crypto';
import {
  cleanFileName,
  fileExtension,
  fileMessages,
  FILE_LIMITS,
  hasAllowedExtension,
  maxFileBytes,
} from '~/validation/files';
import { config } from '../config.server';
import { PortalError } from '../errors.server';
import { storage, type Storage } from '../storage/storage.server';
import { decodeText, kindForUpload, otherDocumentProgram, type DocKind } from './detect.server';

export const STAGING_TTL_MS = 24 * 60 * 60 * 1000;
/** Where ingestion batches write bytes before their transaction commits (ingest.server.ts FileBatch). */
export const TMP_PREFIX = 'files/.tmp/';
const ID = /^[a-f0-9]{32}$/;
/** A text file this small holding only blanks (spaces, line breaks, a byte-order mark) is empty. */
const BLANK_CHECK_BYTES = 64 * 1024;

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

/** The user's staging folder: `staging/<userId>/`. */
function userPrefix(userId: number): string {
  return `staging/${Math.trunc(userId)}/`;
}

/** Checks and keeps one uploaded file; the message on refusal is the spec's text. */
export async function stageUpload(userId: number, file: { name: string; bytes: Buffer }): Promise<StageResult> {
  const name = cleanFileName(file.name);
  if (!hasAllowedExtension(name)) return { ok: false, message: fileMessages.invalidFormat(name) };
  if (file.bytes.length === 0) return { ok: false, message: fileMessages.empty(name) };
  if (file.bytes.length > maxFileBytes()) return { ok: false, message: fileMessages.tooLarge(name, FILE_LIMITS.maxMb) };
  const kind = kindForUpload(fileExtension(name), file.bytes);
  if (!kind) {
    const program = otherDocumentProgram(file.bytes);
    return {
      ok: false,
      message: program ? fileMessages.otherProgram(name, program) : fileMessages.invalidFormat(name),
    };
  }
  if (kind === 'txt' && file.bytes.length <= BLANK_CHECK_BYTES && !decodeText(file.bytes)?.text.trim())
    return { ok: false, message: fileMessages.empty(name) };

  const store = storage();
  const dir = userPrefix(userId);
  // One upload of this user at a time from the quota check to the write: parallel uploads (the
  // uploader sends a batch at once) cannot all pass the check together. Per process: uploads sent
  // to two instances at the same moment may pass together (docs/decisions.md).
  return oneAtATime(userId, async (): Promise<StageResult> => {
    const quotaMb = config().stagingQuotaMb;
    if ((await stagedBytes(store, dir)) + file.bytes.length > quotaMb * 1024 * 1024)
      return { ok: false, message: fileMessages.stagingFull(name, quotaMb) };
    const uploadId = crypto.randomBytes(16).toString('hex');
    const meta: StagedMeta = {
      name,
      size: file.bytes.length,
      kind,
      sha256: crypto.createHash('sha256').update(file.bytes).digest('hex'),
      createdAt: Date.now(),
    };
    await store.put(`${dir}${uploadId}.bin`, file.bytes);
    // Meta last: a staged file without its meta is never taken (and is purged later).
    await store.put(`${dir}${uploadId}.json`, Buffer.from(JSON.stringify(meta)));
    return { ok: true, uploadId, name, size: meta.size };
  });
}

function parseMeta(bytes: Buffer): StagedMeta | null {
  try {
    return JSON.parse(bytes.toString('utf8')) as StagedMeta;
  } catch {
    return null;
  }
}

/** Bytes this user holds in staging that have not expired (the quota counts these). */
async function stagedBytes(store: Storage, dir: string, now = Date.now()): Promise<number> {
  let total = 0;
  for await (const o of store.list(dir)) {
    if (o.key.endsWith('.bin') && now - o.modifiedMs <= STAGING_TTL_MS) total += o.size;
  }
  return total;
}

const queues = new Map<number, Promise<unknown>>();

/** Runs `fn` after every earlier call for the same user has finished (one process serves the app). */
function oneAtATime<T>(userId: number, fn: () => Promise<T>): Promise<T> {
  const before = queues.get(userId) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const tail = run.catch(() => undefined);
  queues.set(userId, tail);
  void tail.then(() => {
    if (queues.get(userId) === tail) queues.delete(userId);
  });
  return run;
}

/**
 * The user's staged files for these ids, in the given order, and the ids that are not (or no
 * longer) staged for this user: unknown, malformed, expired (older than the time-to-live, even if
 * not purged yet), or another user's.
 */
export async function takeStaged(
  userId: number,
  uploadIds: readonly string[],
  now = Date.now(),
): Promise<{ staged: StagedFile[]; missing: string[] }> {
  const store = storage();
  const dir = userPrefix(userId);
  const staged: StagedFile[] = [];
  const missing: string[] = [];
  for (const uploadId of new Set(uploadIds)) {
    // A store that cannot be read (S3 unreachable) throws: that is no reason to upload again.
    const metaBytes = ID.test(uploadId) ? await store.get(`${dir}${uploadId}.json`) : null;
    const meta = metaBytes ? parseMeta(metaBytes) : null;
    // Expired counts as gone even before the purge.
    const bytes = meta && now - meta.createdAt <= STAGING_TTL_MS ? await store.get(`${dir}${uploadId}.bin`) : null;
    if (!meta || !bytes) {
      missing.push(uploadId); // gone (purged, already used), expired, or never this user's
      continue;
    }
    staged.push({ uploadId, name: meta.name, size: bytes.length, kind: meta.kind, sha256: meta.sha256, bytes });
  }
  return { staged, missing };
}

/**
 * A form named uploads that are not staged for this agent: its message names each file (by the
 * name the form showed), and `uploadIds` lets the form mark them so the agent uploads them again.
 */
export class StaleUploadError extends PortalError {
  constructor(
    readonly uploadIds: string[],
    names: string[],
  ) {
    super('INVALID', names.map((n) => fileMessages.unavailable(n)).join(' '), { status: 409 });
  }
}

/** Removes staged files once their contents are stored for good. */
export async function releaseStaged(userId: number, uploadIds: readonly string[]): Promise<void> {
  const store = storage();
  const dir = userPrefix(userId);
  for (const uploadId of uploadIds) {
    if (!ID.test(uploadId)) continue;
    await store.delete(`${dir}${uploadId}.json`);
    await store.delete(`${dir}${uploadId}.bin`);
  }
}

/**
 * Deletes staged files older than the time-to-live, and temporary ingestion folders
 * (files/.tmp/<batch>/) a crash may have left behind (their newest object older than the same).
 */
export async function purgeStaging(now = Date.now()): Promise<number> {
  const store = storage();
  let removed = 0;
  const batches = new Map<string, number>();
  for await (const o of store.list(TMP_PREFIX)) {
    const batch = o.key.slice(TMP_PREFIX.length).split('/')[0]!;
    batches.set(batch, Math.max(batches.get(batch) ?? 0, o.modifiedMs));
  }
  for (const [batch, newest] of batches) {
    if (now - newest <= STAGING_TTL_MS) continue;
    await store.deletePrefix(`${TMP_PREFIX}${batch}/`);
    removed++;
  }
  for await (const o of store.list('staging/')) {
    if (now - o.modifiedMs <= STAGING_TTL_MS) continue;
    try {
      await store.delete(o.key);
      removed++;
    } catch {
      // raced with another purge
    }
  }
  return removed;
}

/**
 * Runs `fn` on this user's staged files (as IncomingFile-shaped objects), then releases them.
 * Any id that is not staged for this user stops everything first (StaleUploadError): nothing is
 * created with a file silently missing. On failure the files stay staged, so the agent can submit
 * the form again without uploading again.
 */
export async function withStaged<T>(
  userId: number,
  uploads: { uploadIds: readonly string[]; uploadNames?: readonly string[] },
  fn: (files: Array<{ name: string; bytes: Buffer; kind: StagedFile['kind'] }>) => Promise<T>,
): Promise<T> {
  const { staged, missing } = await takeStaged(userId, uploads.uploadIds);
  if (missing.length > 0) {
    const nameOf = (id: string) => cleanFileName(uploads.uploadNames?.[uploads.uploadIds.indexOf(id)] ?? '');
    throw new StaleUploadError(missing, missing.map(nameOf));
  }
  const result = await fn(staged.map((s) => ({ name: s.name, bytes: s.bytes, kind: s.kind })));
  await releaseStaged(
    userId,
    staged.map((s) => s.uploadId),
  );
  return result;
}
