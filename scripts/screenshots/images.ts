// The README's screenshots: where `npm run screenshots` writes them and how large they may be.
export const IMAGES = {
  portal: 'docs/images/portal.webp',
  chatPhone: 'docs/images/chat-phone.webp',
} as const;

/** Each image stays under this, so the README loads fast and the repository stays small. */
export const MAX_IMAGE_BYTES = 150 * 1024;
