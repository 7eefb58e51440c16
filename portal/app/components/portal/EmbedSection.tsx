// "Embed on your website": the script-tag and iframe snippets with copy buttons, a live preview
// of /embed/:pathname, and the allowed-websites form (saved by assistantlist.$assistantId_.embed).
import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useCopy } from './useCopy';
import { embedTexts as t } from '~/messages/embed';
import { parseAllowedOrigins } from '~/validation/embed';
import './EmbedSection.css';

export interface EmbedSectionProps {
  assistantId: number;
  assistantPathname: string;
  ohaName: string;
  publicUrl: string;
  allowedOrigins: string[];
}

type SaveResult = { ok: true; origins: string[] } | { ok: false; errors: string[] };

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function scriptSnippet(publicUrl: string, pathname: string): string {
  return `<script src="${publicUrl}/widget.js" data-assistant="${pathname}" async></script>`;
}

export function iframeSnippet(publicUrl: string, pathname: string, ohaName: string): string {
  return (
    `<iframe src="${publicUrl}/embed/${pathname}" title="${attr(ohaName)}" width="400" height="640" ` +
    `style="border:0;max-width:100%" allow="clipboard-write" loading="lazy"></iframe>`
  );
}

export function EmbedSection(p: EmbedSectionProps) {
  const id = useId();
  return (
    <section className="embed-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t.heading}</h3>
      <p className="muted">{t.intro}</p>
      <div className="embed-grid">
        <div className="stack">
          <Snippet title={t.scriptTitle} hint={t.scriptHint} code={scriptSnippet(p.publicUrl, p.assistantPathname)} />
          <Snippet
            title={t.iframeTitle}
            hint={t.iframeHint}
            code={iframeSnippet(p.publicUrl, p.assistantPathname, p.ohaName)}
          />
          <AllowedWebsites assistantId={p.assistantId} initial={p.allowedOrigins} />
        </div>
        <figure className="embed-preview">
          <figcaption>{t.previewTitle}</figcaption>
          <iframe
            src={`/embed/${p.assistantPathname}`}
            title={t.previewFrameTitle(p.ohaName)}
            loading="lazy"
            allow="clipboard-write"
          />
        </figure>
      </div>
    </section>
  );
}

function Snippet({ title, hint, code }: { title: string; hint: string; code: string }) {
  const id = useId();
  const { state, copy } = useCopy(code);
  return (
    <div className="embed-snippet">
      <div className="embed-snippet-head">
        <h4 id={`${id}-t`}>{title}</h4>
        <button
          type="button"
          className={state === 'copied' ? 'btn btn-small copied' : 'btn btn-small'}
          onClick={copy}
          aria-label={`${state === 'copied' ? t.copied : t.copy}: ${title}`}
        >
          {state === 'copied' ? t.copied : t.copy}
        </button>
      </div>
      <pre aria-labelledby={`${id}-t`}>
        <code>{code}</code>
      </pre>
      <p className="hint">{hint}</p>
      {state === 'failed' ? (
        <p className="status error" role="alert">
          {t.copyFailed}
        </p>
      ) : null}
    </div>
  );
}

function AllowedWebsites({ assistantId, initial }: { assistantId: number; initial: string[] }) {
  const id = useId();
  const fetcher = useFetcher<SaveResult>();
  const [text, setText] = useState(initial.join('\n'));
  const [errors, setErrors] = useState<string[]>([]);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  // After a save, show what the server stored (normalised), and its errors if it refused.
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setText(result.origins.join('\n'));
      setErrors([]);
    } else setErrors(result.errors);
  }, [result]);

  function submit(e: FormEvent<HTMLFormElement>) {
    // The same rules as the server, checked first so mistakes show without a round trip.
    const parsed = parseAllowedOrigins(text);
    if (!parsed.ok) {
      e.preventDefault();
      setErrors(parsed.errors);
    } else setErrors([]);
  }

  const saved = result?.ok && errors.length === 0 ? (result.origins.length ? t.originsSaved : t.originsSavedAny) : null;
  return (
    <fetcher.Form
      method="post"
      action={`/assistantlist/${assistantId}/embed`}
      onSubmit={submit}
      className="embed-origins"
      noValidate
    >
      <h4>{t.originsTitle}</h4>
      <div className="field">
        <label htmlFor={`${id}-o`}>{t.originsLabel}</label>
        <textarea
          id={`${id}-o`}
          name="origins"
          rows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder="https://www.example.com"
          aria-describedby={`${id}-h`}
          aria-invalid={errors.length > 0 || undefined}
          spellCheck={false}
          autoCapitalize="off"
        />
        <p className="hint" id={`${id}-h`}>
          {t.originsHint}
        </p>
      </div>
      {errors.length ? (
        <div className="status error" role="alert">
          <ul>
            {errors.map((err) => (
              <li key={err}>{err}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {saved ? (
        <p className="status success" role="status">
          {saved}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={fetcher.state !== 'idle'}>
        {t.originsSave}
      </button>
    </fetcher.Form>
  );
}
