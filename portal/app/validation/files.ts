// File batch rules shared by the browser (instant feedback) and the server (the real check).
// The spec's limits: 5 files per batch, 15 MB with a 10 % tolerance, pdf/doc/docx/txt.

export interface FileLimits {
  maxFiles: number;
  maxMb: number;
  /** Fraction above maxMb still accepted (the spec rejects only "larger than limit times 1.1"). */
  tolerance: number;
  extensions: readonly string[];
}

export const FILE_LIMITS: FileLimits = {
  maxFiles: 5,
  maxMb: 15,
  tolerance: 0.1,
  extensions: ['pdf', 'doc', 'docx', 'txt'],
};

export const fileMessages = {
  tooMany: (n: number) => `Oops! You can upload up to ${n} files at a time. Please try again.`,
  invalidFormat: (name: string) =>
    `Oops! The file (${name}) has an invalid format. Please upload a pdf, doc, docx, or txt file.`,
  /** Allowed extension, but the bytes are another program's document that no reader here takes. */
  otherProgram: (name: string, program: string) =>
    `Oops! The file (${name}) is a ${program} document. Please save it as docx or PDF in ${program} and upload that.`,
  tooLarge: (name: string, limitMb: number) =>
    `Oops! The file (${name}) is too large. Please select a file smaller than ${limitMb} MB.`,
  empty: (name: string) => `The file (${name}) is empty.`,
  tooManyUploads: (minutes: number) =>
    `You have uploaded many files in a short time. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before uploading more.`,
  stagingFull: (name: string, quotaMb: number) =>
    `Oops! The file (${name}) cannot be uploaded: your files not yet saved to a listing already use ${quotaMb} MB. Save your listing or remove files you do not need, then upload it again.`,
  /** A staged upload that is gone (expired after 24 hours, unknown, or another agent's). */
  unavailable: (name: string) => `The file (${name}) is no longer available. Please remove it and upload it again.`,
} as const;

const NAME_MAX = 255;

/**
 * A file name as the agent sees it and as it is stored: control characters go (tabs and line
 * breaks become spaces, NUL and the rest vanish, as do the invisible marks that reverse text
 * direction and could disguise an extension), then any path part (either separator; some browsers
 * send the full path), then surrounding spaces; NFC; at most 255 characters, extension kept.
 * Nothing left (or only `.` / `..`) gives `file`.
 */
export function cleanFileName(raw: string): string {
  let name = raw
    .normalize('NFC')
    .replace(/[\t\n\r\v\f]/g, ' ')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, '');
  name = (name.split(/[\\/]/).pop() ?? '').trim();
  if (name === '.' || name === '..') name = '';
  const chars = Array.from(name); // code points: a cut never splits a surrogate pair
  if (chars.length > NAME_MAX) {
    const dot = chars.lastIndexOf('.');
    const ext = dot > 0 && chars.length - dot <= 10 ? chars.slice(dot) : [];
    name =
      chars
        .slice(0, NAME_MAX - ext.length)
        .join('')
        .trimEnd() + ext.join('');
  }
  return name || 'file';
}

/** Lower-cased extension without the dot, '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function hasAllowedExtension(name: string, limits: FileLimits = FILE_LIMITS): boolean {
  return limits.extensions.includes(fileExtension(name));
}

/** Largest accepted size in bytes (the limit plus its tolerance). */
export function maxFileBytes(limits: FileLimits = FILE_LIMITS): number {
  return Math.floor(limits.maxMb * (1 + limits.tolerance) * 1024 * 1024);
}

export function validateFileSize(
  file: { name: string; size: number },
  limits: FileLimits = FILE_LIMITS,
): string | null {
  return file.size > maxFileBytes(limits) ? fileMessages.tooLarge(file.name, limits.maxMb) : null;
}

/**
 * The spec's message for the first problem in a batch (count, then each file's extension,
 * then each file's size, then an empty file), or null when the batch is acceptable.
 */
export function validateFileBatch(
  files: ReadonlyArray<{ name: string; size: number }>,
  limits: FileLimits = FILE_LIMITS,
): string | null {
  if (files.length > limits.maxFiles) return fileMessages.tooMany(limits.maxFiles);
  for (const f of files) {
    if (!hasAllowedExtension(f.name, limits)) return fileMessages.invalidFormat(f.name);
  }
  for (const f of files) {
    const tooLarge = validateFileSize(f, limits);
    if (tooLarge) return tooLarge;
  }
  const empty = files.find((f) => f.size === 0);
  return empty ? fileMessages.empty(empty.name) : null;
}
