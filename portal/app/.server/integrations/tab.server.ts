// The Integrations tab's server side: what the loader shows and what each form does. The route
// has already checked that the agent owns the assistant; every call below checks it again.
import type { DB } from '@db/connection';
import { integrationTexts as t } from '~/messages/integrations';
import type { IntegrationIntent } from '~/validation/integrations';
import { config } from '../config.server';
import { sendTestEvent } from './deliveries.server';
import {
  integrationSettings,
  listDeliveries,
  regenerateWebhookSecret,
  saveFollowUpBossKey,
  saveWebhookUrl,
} from './integrations.server';
import { deliveryDeps } from './delivery-jobs.server';

export async function integrationsTab(db: DB, userId: number, assistantId: number) {
  const [settings, deliveries] = await Promise.all([
    integrationSettings(db, userId, assistantId),
    listDeliveries(db, userId, assistantId),
  ]);
  return { settings, deliveries };
}

export interface TestResult {
  delivered: boolean;
  statusCode: number | null;
  message: string;
  answer: string;
}

export interface IntentResult {
  error: string | null;
  success: string | null;
  test?: TestResult;
}

export async function runIntegrationIntent(
  db: DB,
  userId: number,
  assistant: { id: number; ohaName: string; chatUrl: string },
  intent: IntegrationIntent,
  form: FormData,
): Promise<IntentResult> {
  const field = (name: string) => String(form.get(name) ?? '');
  switch (intent) {
    case 'saveWebhook': {
      const raw = field('webhookUrl');
      const r = await saveWebhookUrl(db, userId, assistant.id, raw, { allowPrivate: config().webhookAllowPrivate });
      if (!r.ok) return { error: r.error, success: null };
      return { error: null, success: raw.trim() ? t.webhook.saved : t.webhook.removed };
    }
    case 'regenerateSecret':
      await regenerateWebhookSecret(db, userId, assistant.id);
      return { error: null, success: t.secret.regenerated };
    case 'sendTest': {
      await integrationSettings(db, userId, assistant.id); // ownership, before anything is sent
      const out = await sendTestEvent(
        db,
        { id: assistant.id, name: assistant.ohaName, chatUrl: assistant.chatUrl },
        deliveryDeps(),
      );
      if (out.status === 'no-webhook') return { error: t.test.noWebhook, success: null };
      if (out.status === 'delivered')
        return {
          error: null,
          success: null,
          test: {
            delivered: true,
            statusCode: out.statusCode,
            message: t.test.delivered(out.statusCode),
            answer: out.answer,
          },
        };
      const failed = out.status === 'failed' || out.status === 'retry' ? out : null;
      return {
        error: null,
        success: null,
        test: {
          delivered: false,
          statusCode: failed?.statusCode ?? null,
          message: t.test.failed(failed?.error ?? 'unknown error'),
          answer: failed && 'answer' in failed ? (failed.answer ?? '') : '',
        },
      };
    }
    case 'saveFubKey': {
      const raw = field('fubKey');
      if (!raw.trim()) return { error: t.fub.hint, success: null };
      const r = await saveFollowUpBossKey(db, userId, assistant.id, raw);
      return r.ok ? { error: null, success: t.fub.saved } : { error: r.error, success: null };
    }
    case 'removeFubKey':
      await saveFollowUpBossKey(db, userId, assistant.id, null);
      return { error: null, success: t.fub.removed };
  }
}
