import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { isWebhookSecret, newWebhookSecret, signWebhook, webhookHeaders } from './signing';

describe('Standard Webhooks signing', () => {
  it('is verified by the standardwebhooks library with the secret the agent copies', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ id: 'evt_1', type: 'lead.created', data: { name: 'Zoë 王' } });
    const headers = webhookHeaders(secret, 'evt_1', body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fails verification when the body, the id or the secret differ', () => {
    const secret = newWebhookSecret();
    const body = '{"id":"evt_2"}';
    const headers = webhookHeaders(secret, 'evt_2', body);
    expect(() => new Webhook(secret).verify('{"id":"evt_3"}', headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'evt_3' })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('matches the library signature byte for byte', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const at = new Date('2026-11-25T10:00:00Z');
    const expected = new Webhook(secret).sign('msg_p5jXN8AQM9LWM0D4loKWxJek', at, '{"test": 2432232314}');
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', at.getTime() / 1000, '{"test": 2432232314}')).toBe(
      expected,
    );
  });

  it('makes whsec_ secrets of 32 random bytes', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(isWebhookSecret(a)).toBe(true);
    expect(a).not.toBe(newWebhookSecret());
    expect(isWebhookSecret('whsec_short')).toBe(false);
    expect(isWebhookSecret('sk_live_abc')).toBe(false);
  });
});
