// /assistants/:pathname: the public visitor chat, full height without the portal chrome. The UI
// is widget/src/chat (shared with the embeddable widget); here markdown is rendered in the
// browser with marked + DOMPurify and all six languages' labels are preloaded.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';
import { loadPublicAssistant } from '~/.server/chat/assistant-info.server';
import { ChatApp } from '@widget/chat/ChatApp';
import { LeadSourceContext } from '@widget/chat/lead-source';
import { parseLeadSource } from '~/validation/lead-source';
import { CATALOGS } from '@i18n/catalogs';
import { createMarkdownRenderer } from '@widget/chat/markdown';
import chatCss from '@widget/chat/chat.css?url';

export const handle = { bare: true };

const LABELS = Object.fromEntries(Object.entries(CATALOGS).map(([lang, c]) => [lang, c.chat]));

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: chatCss }];

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d?.title ? `${d.title} · Open House Assistant` : 'Open House Assistant' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, request }: LoaderFunctionArgs) {
  const pathname = params.pathname ?? '';
  const a = await loadPublicAssistant(pathname);
  // The channel of a printed QR code (?src=sign); unknown values count as "link".
  const source = parseLeadSource(new URL(request.url).searchParams.get('src'));
  // An unknown link still renders the chat shell, which shows the spec's failure screen.
  return data({ pathname, title: a?.ohaName ?? null, source }, { status: a ? 200 : 404 });
}

export default function AssistantChatPage() {
  const { pathname, source } = useLoaderData<typeof loader>();
  const renderMarkdown = useMemo(
    () =>
      typeof window !== 'undefined' && DOMPurify.isSupported
        ? createMarkdownRenderer(new Marked(), DOMPurify)
        : undefined,
    [],
  );
  return (
    <LeadSourceContext.Provider value={source}>
      <ChatApp key={pathname} pathname={pathname} host="page" renderMarkdown={renderMarkdown} labels={LABELS} />
    </LeadSourceContext.Provider>
  );
}
