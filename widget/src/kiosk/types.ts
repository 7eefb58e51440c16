// What the kiosk page carries (portal/app/.server/open-houses/kiosk-page.server.ts writes it).
import type { AssistantInfo, OpenHouseInfo } from '../chat/types';

/** PBKDF2-SHA-256 of the agent's PIN (base64 salt and hash). */
export interface PinCheck {
  salt: string;
  iterations: number;
  hash: string;
}

export interface KioskData {
  info: AssistantInfo & { openHouse: OpenHouseInfo };
  kiosk: {
    code: string;
    pathname: string;
    openHouseId: number;
    shortLink: string;
    /** The short link's QR code, a PNG data URL. */
    qr: string;
    pinCheck: PinCheck;
    texts: Record<string, Record<string, string>>;
  };
}
