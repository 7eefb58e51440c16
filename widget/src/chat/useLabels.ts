// The labels of the visitor's language: English bundled, any other fetched once from
// /api/labels/:lang (and kept for the page's lifetime).
import { useEffect, useState } from 'react';
import { getLabels } from './api';
import EN from '@i18n/locales/en/chat.json';
import type { Labels } from '@i18n/catalogs';

const cache = new Map<string, Labels>();

export function useLabels(language: string | null, apiBase: string): Labels {
  const lang = language ?? 'en';
  const known = lang === 'en' ? EN : cache.get(lang);
  const [fetched, setFetched] = useState<{ lang: string; labels: Labels } | null>(null);
  useEffect(() => {
    if (known) return;
    let live = true;
    getLabels(apiBase, lang)
      .then((l) => {
        cache.set(lang, l);
        if (live) setFetched({ lang, labels: l });
      })
      .catch(() => {
        /* stay on English rather than break the chat */
      });
    return () => {
      live = false;
    };
  }, [lang, apiBase, known]);
  return known ?? (fetched?.lang === lang ? fetched.labels : EN);
}
