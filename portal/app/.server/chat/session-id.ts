// The spec's chat session id: "sess_" + a minute-precision timestamp + the last 15 characters of
// a random id. The timestamp is UTC (YYYYMMDDHHmm) so ids sort by start time on any server.
const SESSION_ID = /^sess_\d{12}[a-z0-9]{15}$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export function minuteStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
}

export function newSessionId(now: Date = new Date()): string {
  const random = globalThis.crypto.randomUUID().replace(/-/g, '');
  return `sess_${minuteStamp(now)}${random.slice(-15)}`;
}

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}
