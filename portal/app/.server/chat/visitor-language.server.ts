// The language of the server's own texts to a visitor (API errors, the chat-history email): the
// chat's language when the request names one or belongs to a chat session, else the browser's
// Accept-Language among the six, else English. The texts themselves live in i18n/locales/*/server.json.
import type { DB } from '@db/connection';
import { t, type Catalogs } from '@i18n/catalogs';
import type { Params } from '@i18n/format';
import { preferredLanguage, shippedLanguage, type Lang } from '@i18n/languages';

export type ServerTextKey = keyof Catalogs['server'];

/** `hint`: a language the request states (the chat's menu choice, a session's language). */
export function requestLanguage(request: Request, hint?: string | null): Lang {
  return shippedLanguage(hint) ?? preferredLanguage(request.headers.get('Accept-Language')) ?? 'en';
}

/** The language of a stored chat session (null when there is no such session). */
export async function sessionLanguage(database: DB, sessionId: string | null | undefined): Promise<string | null> {
  if (!sessionId) return null;
  const row = await database
    .selectFrom('chatSessions')
    .select('language')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.language ?? null;
}

/** A server text in the visitor's language. */
export function serverText(lang: Lang, key: ServerTextKey, params?: Params): string {
  return t(lang, 'server', key, params);
}
