// GET /api/labels/:lang: the chat's UI labels. The six shipped languages come from labels.ts;
// any other language is translated once by the provider and kept in memory.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getProvider } from '~/.server/ai/index.server';
import { apiError, apiJson } from '~/.server/chat/api.server';
import { CATALOGS, type Labels } from '@i18n/catalogs';
import { isLang } from '@i18n/languages';

const EN = CATALOGS.en.chat;

const translated = new Map<string, Promise<Labels>>();

async function translate(lang: string): Promise<Labels> {
  const out = await getProvider().translateLabels(EN, lang);
  // Keep every key and placeholder usable even if the translation dropped some.
  const merged = { ...EN } as Record<string, string>;
  for (const [k, v] of Object.entries(out)) if (k in EN && typeof v === 'string' && v.trim()) merged[k] = v;
  return merged as Labels;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const lang = params.lang ?? '';
  if (isLang(lang)) return apiJson(CATALOGS[lang].chat, { 'Cache-Control': 'public, max-age=3600' });
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/.test(lang)) return apiError(400, 'invalid', 'Unsupported language.');
  let p = translated.get(lang);
  if (!p) {
    p = translate(lang);
    translated.set(lang, p);
    p.catch(() => translated.delete(lang));
  }
  try {
    return apiJson(await p, { 'Cache-Control': 'public, max-age=3600' });
  } catch {
    return apiError(502, 'failed', 'Invalid response from translateTextFunc');
  }
}
