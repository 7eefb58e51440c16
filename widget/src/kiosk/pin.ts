// The agent's PIN checked on the tablet, which may be offline when the agent leaves kiosk mode:
// PBKDF2-SHA-256 with the salt and iteration count the server chose when the kiosk started
// (kiosk.server.ts makes the same check). WebCrypto needs a secure context (https or localhost),
// as the service worker does.
import type { PinCheck } from './types';

const fromBase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export async function pinMatches(pin: string, check: PinCheck): Promise<boolean> {
  if (!/^\d{4,8}$/.test(pin)) return false;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const expected = fromBase64(check.hash);
  const bits = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(check.salt), iterations: check.iterations },
      key,
      expected.length * 8,
    ),
  );
  let diff = bits.length ^ expected.length;
  for (let i = 0; i < Math.min(bits.length, expected.length); i++) diff |= bits[i]! ^ expected[i]!;
  return diff === 0;
}

/** After this many wrong PINs in a row the dialog waits before taking another. */
export const PIN_TRIES = 5;
export const PIN_LOCK_S = 30;
