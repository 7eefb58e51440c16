// Every visitor-facing text of the six languages, one folder of JSON catalogs per locale, one file
// per domain: `chat` (the chat UI; the widget bundles English and fetches the others), `answers`
// (the agent's saved answers: the chat reply quoting one, the email to visitors), `loader` (the
// few words of /widget.js, inlined by the server in the visitor's language), `server` (what the
// server itself says to a visitor: API errors, the chat-history email; the server only). A domain is
// registered once below; i18n/catalogs.test.ts fails when a locale misses a key, a plural form
// or a placeholder of English. `signin` (the open-house sign-in) and `kiosk` (the door tablet) are
// sent in the page that shows them; `printkit` is the print kit's PDF; `followup` (the follow-up
// email after an open house and its "stop these emails" page) is the server's.
import enAnswers from './locales/en/answers.json';
import frAnswers from './locales/fr/answers.json';
import jaAnswers from './locales/ja/answers.json';
import koAnswers from './locales/ko/answers.json';
import zhCNAnswers from './locales/zh-CN/answers.json';
import zhTWAnswers from './locales/zh-TW/answers.json';
import enChat from './locales/en/chat.json';
import frChat from './locales/fr/chat.json';
import jaChat from './locales/ja/chat.json';
import koChat from './locales/ko/chat.json';
import zhCNChat from './locales/zh-CN/chat.json';
import zhTWChat from './locales/zh-TW/chat.json';
import enFollowup from './locales/en/followup.json';
import frFollowup from './locales/fr/followup.json';
import jaFollowup from './locales/ja/followup.json';
import koFollowup from './locales/ko/followup.json';
import zhCNFollowup from './locales/zh-CN/followup.json';
import zhTWFollowup from './locales/zh-TW/followup.json';
import enKiosk from './locales/en/kiosk.json';
import frKiosk from './locales/fr/kiosk.json';
import jaKiosk from './locales/ja/kiosk.json';
import koKiosk from './locales/ko/kiosk.json';
import zhCNKiosk from './locales/zh-CN/kiosk.json';
import zhTWKiosk from './locales/zh-TW/kiosk.json';
import enPrintkit from './locales/en/printkit.json';
import frPrintkit from './locales/fr/printkit.json';
import jaPrintkit from './locales/ja/printkit.json';
import koPrintkit from './locales/ko/printkit.json';
import zhCNPrintkit from './locales/zh-CN/printkit.json';
import zhTWPrintkit from './locales/zh-TW/printkit.json';
import enLoader from './locales/en/loader.json';
import frLoader from './locales/fr/loader.json';
import jaLoader from './locales/ja/loader.json';
import koLoader from './locales/ko/loader.json';
import zhCNLoader from './locales/zh-CN/loader.json';
import zhTWLoader from './locales/zh-TW/loader.json';
import enServer from './locales/en/server.json';
import frServer from './locales/fr/server.json';
import jaServer from './locales/ja/server.json';
import koServer from './locales/ko/server.json';
import zhCNServer from './locales/zh-CN/server.json';
import zhTWServer from './locales/zh-TW/server.json';
import enSignin from './locales/en/signin.json';
import frSignin from './locales/fr/signin.json';
import jaSignin from './locales/ja/signin.json';
import koSignin from './locales/ko/signin.json';
import zhCNSignin from './locales/zh-CN/signin.json';
import zhTWSignin from './locales/zh-TW/signin.json';
import { translate, type Params } from './format';
import type { Lang } from './languages';

/** The chat UI's texts (the spec's 30 translatable labels and the chat's other texts). */
export type Labels = typeof enChat;

/** The loader's texts: the bubble's name, its unread count, the panel's close button. */
export type LoaderTexts = typeof enLoader;

/** The open-house sign-in's texts: sent inside the chat page of an open house, never in the bundle. */
export type SigninTexts = typeof enSignin;

/** The door tablet's texts (widget/src/kiosk): sent inside the kiosk page, never in the chat's bundle. */
export type KioskTexts = typeof enKiosk;

export interface Catalogs {
  chat: Labels;
  answers: typeof enAnswers;
  loader: LoaderTexts;
  server: typeof enServer;
  signin: SigninTexts;
  kiosk: KioskTexts;
  /** The print kit's PDF (portal/app/.server/open-houses/print-kit.ts): server only. */
  printkit: typeof enPrintkit;
  /** Plural texts (`_one`, `_other`...) differ by language, so the keys are not one type. */
  followup: Record<string, string>;
}
export type Domain = keyof Catalogs;

export const CATALOGS: Record<Lang, Catalogs> = {
  en: {
    chat: enChat,
    answers: enAnswers,
    loader: enLoader,
    server: enServer,
    signin: enSignin,
    kiosk: enKiosk,
    printkit: enPrintkit,
    followup: enFollowup,
  },
  'zh-CN': {
    chat: zhCNChat,
    answers: zhCNAnswers,
    loader: zhCNLoader,
    server: zhCNServer,
    signin: zhCNSignin,
    kiosk: zhCNKiosk,
    printkit: zhCNPrintkit,
    followup: zhCNFollowup,
  },
  'zh-TW': {
    chat: zhTWChat,
    answers: zhTWAnswers,
    loader: zhTWLoader,
    server: zhTWServer,
    signin: zhTWSignin,
    kiosk: zhTWKiosk,
    printkit: zhTWPrintkit,
    followup: zhTWFollowup,
  },
  ko: {
    chat: koChat,
    answers: koAnswers,
    loader: koLoader,
    server: koServer,
    signin: koSignin,
    kiosk: koKiosk,
    printkit: koPrintkit,
    followup: koFollowup,
  },
  ja: {
    chat: jaChat,
    answers: jaAnswers,
    loader: jaLoader,
    server: jaServer,
    signin: jaSignin,
    kiosk: jaKiosk,
    printkit: jaPrintkit,
    followup: jaFollowup,
  },
  fr: {
    chat: frChat,
    answers: frAnswers,
    loader: frLoader,
    server: frServer,
    signin: frSignin,
    kiosk: frKiosk,
    printkit: frPrintkit,
    followup: frFollowup,
  },
};

/** A text of a domain in a language: `t('fr', 'chat', 'sendBtn')`. */
export function t<D extends Domain>(lang: Lang, domain: D, key: string, params?: Params): string {
  return translate(CATALOGS[lang][domain] as unknown as Record<string, string>, lang, key, params);
}
