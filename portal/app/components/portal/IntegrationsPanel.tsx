import { Form, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { integrationTexts as t } from '~/messages/integrations';
import { errorMessages } from '~/messages/portal';
import { DeleteButton } from './ConfirmDialog';
import { StatusMessage } from '~/components/StatusMessage';
import { useCopy } from './useCopy';
import type { DeliveryView } from '~/.server/integrations/integrations.server';
import { formatDateTime, formatTime } from '~/utils/dates';

/** A delivery as the log shows it (the loader's `DeliveryView`). */
export type DeliveryRow = Omit<DeliveryView, 'eventId'>;

export interface IntegrationsResult {
  intent: string;
  error: string | null;
  success: string | null;
  test?: { delivered: boolean; statusCode: number | null; message: string; answer: string };
}

const POLL_MS = 5000;

/** The Integrations tab: webhook with its signing secret and a test, the delivery log, Follow Up Boss. */
export function IntegrationsPanel({
  settings,
  deliveries,
  result,
}: {
  settings: { webhookUrl: string | null; webhookSecret: string | null; fubKeyMasked: string | null };
  deliveries: DeliveryRow[];
  result: IntegrationsResult | null;
}) {
  const id = useId();
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : '';
  const status = (intents: string[]) =>
    result && intents.includes(result.intent) ? <StatusMessage error={result.error} success={result.success} /> : null;
  return (
    <div className="integrations stack">
      <p className="muted">{t.intro}</p>

      <section className="integration-section" aria-labelledby={`${id}-webhook`}>
        <h2 id={`${id}-webhook`}>{t.webhook.title}</h2>
        <Form method="post" noValidate className="stack">
          <div>
            <label htmlFor={`${id}-url`}>{t.webhook.label}</label>
            <input
              id={`${id}-url`}
              name="webhookUrl"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={t.webhook.placeholder}
              defaultValue={settings.webhookUrl ?? ''}
              aria-describedby={`${id}-url-hint`}
            />
            <p id={`${id}-url-hint`} className="hint">
              {t.webhook.hint}
            </p>
          </div>
          {status(['saveWebhook'])}
          <div className="row">
            <button type="submit" name="intent" value="saveWebhook" className="btn btn-primary">
              {t.webhook.save}
            </button>
          </div>
        </Form>

        {settings.webhookSecret ? (
          <SecretField secret={settings.webhookSecret} />
        ) : (
          <p className="muted">{t.secret.none}</p>
        )}
        {status(['regenerateSecret'])}

        <Form method="post" className="stack">
          <div className="row">
            <button
              type="submit"
              name="intent"
              value="sendTest"
              className="btn"
              disabled={busyIntent === 'sendTest'}
              aria-describedby={settings.webhookUrl ? undefined : `${id}-test-hint`}
            >
              {t.test.button}
            </button>
            {settings.webhookUrl ? null : (
              <span id={`${id}-test-hint`} className="muted">
                {t.test.noWebhook}
              </span>
            )}
          </div>
          {status(['sendTest'])}
          {result?.intent === 'sendTest' && result.test ? <TestOutcome test={result.test} /> : null}
        </Form>
      </section>

      <Deliveries deliveries={deliveries} />

      <FollowUpBoss masked={settings.fubKeyMasked} result={result} status={status(['saveFubKey', 'removeFubKey'])} />
    </div>
  );
}

function SecretField({ secret }: { secret: string }) {
  const id = useId();
  const { state, copy } = useCopy(secret);
  return (
    <div className="secret-field">
      <label htmlFor={`${id}-secret`}>{t.secret.label}</label>
      <div className="copy-row">
        <input
          id={`${id}-secret`}
          className="secret-input"
          readOnly
          value={secret}
          spellCheck={false}
          aria-describedby={`${id}-secret-hint`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn" onClick={copy}>
          {state === 'copied' ? t.secret.copied : t.secret.copy}
        </button>
        <DeleteButton
          label={t.secret.regenerate}
          className="btn"
          confirmText={t.secret.confirm}
          confirmLabel={t.secret.confirmLabel}
          warning={t.secret.warning}
          fields={{ intent: 'regenerateSecret' }}
        />
      </div>
      <p id={`${id}-secret-hint`} className="hint">
        {t.secret.hint}
      </p>
      {state === 'failed' ? (
        <p className="status error" role="alert">
          {errorMessages.copyFailed}
        </p>
      ) : null}
    </div>
  );
}

function TestOutcome({ test }: { test: NonNullable<IntegrationsResult['test']> }) {
  return (
    <div className={test.delivered ? 'test-result ok' : 'test-result bad'} role={test.delivered ? 'status' : 'alert'}>
      <p>{test.message}</p>
      {test.answer ? (
        <>
          <p className="muted">{t.test.answer}</p>
          <pre>{test.answer}</pre>
        </>
      ) : null}
    </div>
  );
}

function Deliveries({ deliveries }: { deliveries: DeliveryRow[] }) {
  const id = useId();
  const revalidator = useRevalidator();
  const pending = deliveries.some((d) => d.status === 'pending');
  // While something is still being retried the list follows on its own.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidator]);
  const d = t.deliveries;
  return (
    <section className="integration-section" aria-labelledby={`${id}-deliveries`}>
      <div className="row space-between">
        <h2 id={`${id}-deliveries`}>{d.title}</h2>
        <button type="button" className="btn" onClick={() => revalidator.revalidate()}>
          {d.refresh}
        </button>
      </div>
      <p className="muted">{d.hint}</p>
      {deliveries.length === 0 ? (
        <p className="empty">{d.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="deliveries-table">
            <thead>
              <tr>
                <th scope="col">{d.time}</th>
                <th scope="col">{d.event}</th>
                <th scope="col">{d.destination}</th>
                <th scope="col">{d.status}</th>
                <th scope="col">{d.code}</th>
                <th scope="col">{d.attempts}</th>
                <th scope="col">{d.nextRetry}</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((row) => (
                <tr key={row.id}>
                  <td data-label={d.time}>{formatDateTime(row.createdAt, { seconds: true })}</td>
                  <td data-label={d.event}>
                    <code>{row.eventType}</code>
                  </td>
                  <td data-label={d.destination}>{d.destinations[row.destination] ?? row.destination}</td>
                  <td data-label={d.status}>
                    <div>
                      <span className={`delivery-status ${row.status}`}>{d.statuses[row.status] ?? row.status}</span>
                      {row.status !== 'delivered' && row.lastError ? (
                        <span className="delivery-error">{row.lastError}</span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={d.code}>{row.lastStatusCode ?? '—'}</td>
                  <td data-label={d.attempts}>
                    <div>
                      {row.attempts}
                      {row.history.length ? (
                        <ol className="attempt-list">
                          {row.history.map((h) => (
                            <li key={h.attempt}>
                              {formatTime(h.at)} · {h.statusCode ?? h.error ?? '—'}
                            </li>
                          ))}
                        </ol>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={d.nextRetry}>
                    {row.nextAttemptAt ? formatDateTime(row.nextAttemptAt, { seconds: true }) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function FollowUpBoss({
  masked,
  result,
  status,
}: {
  masked: string | null;
  result: IntegrationsResult | null;
  status: ReactNode;
}) {
  const id = useId();
  const [replacing, setReplacing] = useState(false);
  useEffect(() => {
    if (result?.intent === 'saveFubKey' && !result.error) setReplacing(false);
  }, [result]);
  const f = t.fub;
  return (
    <section className="integration-section" aria-labelledby={`${id}-fub`}>
      <h2 id={`${id}-fub`}>{f.title}</h2>
      <p className="muted">{f.intro}</p>
      {masked && !replacing ? (
        <div className="row">
          <span>
            {f.stored}: <code>{masked}</code>
          </span>
          <button type="button" className="btn" onClick={() => setReplacing(true)}>
            {f.replace}
          </button>
          <DeleteButton
            label={f.remove}
            confirmText={f.removeConfirm}
            confirmLabel={f.removeLabel}
            warning={f.removeWarning}
            fields={{ intent: 'removeFubKey' }}
          />
        </div>
      ) : (
        <Form method="post" noValidate className="stack">
          <div>
            <label htmlFor={`${id}-key`}>{f.label}</label>
            <input
              id={`${id}-key`}
              name="fubKey"
              type="password"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-key-hint`}
            />
            <p id={`${id}-key-hint`} className="hint">
              {f.hint}
            </p>
          </div>
          <div className="row">
            <button type="submit" name="intent" value="saveFubKey" className="btn btn-primary">
              {f.save}
            </button>
            {masked ? (
              <button type="button" className="btn" onClick={() => setReplacing(false)}>
                {f.cancel}
              </button>
            ) : null}
          </div>
        </Form>
      )}
      {status}
    </section>
  );
}
