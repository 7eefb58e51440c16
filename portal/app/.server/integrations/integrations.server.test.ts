import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import {
  integrationSettings,
  listDeliveries,
  maskKey,
  NotOwner,
  regenerateWebhookSecret,
  saveFollowUpBossKey,
  saveWebhookUrl,
} from './integrations.server';
import { isWebhookSecret } from './signing';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  await t.close();
});

const agent = (email: string) => seedAgent(t.db, { email, fName: 'A', lName: 'B' });

const strict = { allowPrivate: false };

describe('integration settings', () => {
  it('creates the signing secret with the first save, never on a look, and a new one on regenerate', async () => {
    const me = await agent('me@example.com');
    expect(await integrationSettings(t.db, me.userId, me.assistantId)).toEqual({
      webhookUrl: null,
      webhookSecret: null,
      fubKeyMasked: null,
    });
    expect(await t.db.selectFrom('assistantIntegrations').selectAll().execute()).toEqual([]);
    expect(await saveWebhookUrl(t.db, me.userId, me.assistantId, 'https://93.184.215.14/hook', strict)).toEqual({
      ok: true,
    });
    const first = await integrationSettings(t.db, me.userId, me.assistantId);
    expect(isWebhookSecret(first.webhookSecret!)).toBe(true);
    expect((await integrationSettings(t.db, me.userId, me.assistantId)).webhookSecret).toBe(first.webhookSecret);
    await regenerateWebhookSecret(t.db, me.userId, me.assistantId);
    expect((await integrationSettings(t.db, me.userId, me.assistantId)).webhookSecret).not.toBe(first.webhookSecret);
  });

  it("refuses every read and write on another agent's assistant", async () => {
    const me = await agent('me@example.com');
    const other = await agent('other@example.com');
    await regenerateWebhookSecret(t.db, other.userId, other.assistantId);
    const before = await t.db.selectFrom('assistantIntegrations').selectAll().execute();
    await expect(integrationSettings(t.db, me.userId, other.assistantId)).rejects.toThrow(NotOwner);
    await expect(listDeliveries(t.db, me.userId, other.assistantId)).rejects.toThrow(NotOwner);
    await expect(saveWebhookUrl(t.db, me.userId, other.assistantId, 'https://1.1.1.1/x', strict)).rejects.toThrow(
      NotOwner,
    );
    await expect(regenerateWebhookSecret(t.db, me.userId, other.assistantId)).rejects.toThrow(NotOwner);
    await expect(saveFollowUpBossKey(t.db, me.userId, other.assistantId, 'stolen-key-1')).rejects.toThrow(NotOwner);
    expect(await t.db.selectFrom('assistantIntegrations').selectAll().execute()).toEqual(before);
  });

  it('saves a valid webhook URL, explains a refused one, and removes it when emptied', async () => {
    const me = await agent('me@example.com');
    expect(await saveWebhookUrl(t.db, me.userId, me.assistantId, 'http://example.com/hook', strict)).toEqual({
      ok: false,
      error: 'Use https:// so leads travel encrypted.',
    });
    expect(await saveWebhookUrl(t.db, me.userId, me.assistantId, 'https://192.168.0.10/hook', strict)).toEqual({
      ok: false,
      error: 'Webhooks cannot be sent to private or local network addresses.',
    });
    // A public IP literal needs no DNS.
    expect(await saveWebhookUrl(t.db, me.userId, me.assistantId, 'https://93.184.215.14/hook', strict)).toEqual({
      ok: true,
    });
    expect((await integrationSettings(t.db, me.userId, me.assistantId)).webhookUrl).toBe('https://93.184.215.14/hook');
    expect(
      await saveWebhookUrl(t.db, me.userId, me.assistantId, 'http://127.0.0.1:4000/in', { allowPrivate: true }),
    ).toEqual({ ok: true });
    expect(await saveWebhookUrl(t.db, me.userId, me.assistantId, '  ', strict)).toEqual({ ok: true });
    expect((await integrationSettings(t.db, me.userId, me.assistantId)).webhookUrl).toBeNull();
  });

  it('keeps the Follow Up Boss key but shows only its last four characters', async () => {
    const me = await agent('me@example.com');
    expect(await saveFollowUpBossKey(t.db, me.userId, me.assistantId, 'has spaces in it')).toMatchObject({ ok: false });
    expect(await saveFollowUpBossKey(t.db, me.userId, me.assistantId, ' 7a5bad2cf150b388a7ec ')).toEqual({ ok: true });
    const s = await integrationSettings(t.db, me.userId, me.assistantId);
    expect(s.fubKeyMasked).toBe('••••••••a7ec');
    expect(JSON.stringify(s)).not.toContain('7a5bad2cf150');
    expect(maskKey('abcdefgh1234')).toBe('••••••••1234');
    await saveFollowUpBossKey(t.db, me.userId, me.assistantId, null);
    expect((await integrationSettings(t.db, me.userId, me.assistantId)).fubKeyMasked).toBeNull();
  });
});
