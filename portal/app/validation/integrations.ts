// The forms of the Integrations tab (assistant edit page), shared by the page and its action.
export const INTEGRATION_INTENTS = [
  'saveWebhook',
  'regenerateSecret',
  'sendTest',
  'saveFubKey',
  'removeFubKey',
] as const;
export type IntegrationIntent = (typeof INTEGRATION_INTENTS)[number];

export function isIntegrationIntent(v: unknown): v is IntegrationIntent {
  return typeof v === 'string' && (INTEGRATION_INTENTS as readonly string[]).includes(v);
}
