// The cache the kiosk's service worker and page share; a new name drops the old cache's files.
export const KIOSK_CACHE = 'oha-kiosk-v1';
/** A kiosk page's path: /kiosk/ and an open house's code. */
export const KIOSK_PAGE = /^\/kiosk\/[a-z2-9]{10}$/;
