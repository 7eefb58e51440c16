import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, classifyAddress, isLoopbackHost, isPublicAddress, parseV6 } from './address-safety';

describe('address rules', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
  ])('refuses IPv4 %s (%s)', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.0', '93.184.215.14'])(
    'allows public IPv4 %s',
    (ip) => expect(classifyAddress(ip)).toBe('public'),
  );

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:100.64.1.1', 'cgnat'],
    ['64:ff9b::a9fe:a9fe', 'link-local'], // NAT64 of 169.254.169.254
    ['2002:7f00:1::', 'loopback'], // 6to4 of 127.0.0.1
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'], // Teredo
    ['::127.0.0.1', 'reserved'],
    ['[::1]', 'loopback'],
  ])('refuses IPv6 %s (%s)', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it.each(['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows public IPv6 %s',
    (ip) => expect(classifyAddress(ip)).toBe('public'),
  );

  it('treats what is not an IP address, and zone ids, as reserved', () => {
    expect(classifyAddress('example.com')).toBe('reserved');
    expect(classifyAddress('fe80::1%eth0')).toBe('reserved');
    expect(parseV6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseV6('1::8')).toEqual([1, 0, 0, 0, 0, 0, 0, 8]);
  });

  it('knows loopback host names', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('api.localhost')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('127.0.0.2')).toBe(true);
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
  });
});

describe('webhook URLs', () => {
  const strict = { allowPrivate: false };
  const lenient = { allowPrivate: true };

  it('accepts https URLs of public hosts and drops the fragment', () => {
    const r = checkWebhookUrl(' https://hooks.zapier.com/hooks/catch/123/abc/#x ', strict);
    expect(r).toMatchObject({ ok: true });
    expect(r.ok && r.url.toString()).toBe('https://hooks.zapier.com/hooks/catch/123/abc/');
  });

  it('refuses other schemes, plain http and credentials', () => {
    expect(checkWebhookUrl('ftp://example.com/x', strict).ok).toBe(false);
    expect(checkWebhookUrl('javascript:alert(1)', strict).ok).toBe(false);
    expect(checkWebhookUrl('file:///etc/passwd', strict).ok).toBe(false);
    expect(checkWebhookUrl('http://example.com/hook', strict)).toEqual({
      ok: false,
      error: 'Use https:// so leads travel encrypted.',
    });
    expect(checkWebhookUrl('https://user:pw@example.com/hook', strict).ok).toBe(false);
    expect(checkWebhookUrl('example.com/hook', strict).ok).toBe(false);
    expect(checkWebhookUrl('', strict).ok).toBe(false);
  });

  it('refuses local and private literals, however they are spelled', () => {
    for (const u of [
      'https://127.0.0.1/x',
      'https://localhost:8443/x',
      'https://[::1]/x',
      'https://[::ffff:7f00:1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://2130706433/x', // 127.0.0.1 as a number
      'https://0x7f.1/x',
      'https://10.0.0.1/x',
      'https://[fd00::1]/x',
      'https://0.0.0.0/x',
    ]) {
      expect(checkWebhookUrl(u, strict), u).toEqual({
        ok: false,
        error: 'Webhooks cannot be sent to private or local network addresses.',
      });
    }
  });

  it('with private addresses allowed: loopback over http too, but plain http elsewhere still refused', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4567/hook', lenient).ok).toBe(true);
    expect(checkWebhookUrl('http://localhost:4567/hook', lenient).ok).toBe(true);
    expect(checkWebhookUrl('https://10.0.0.1/x', lenient).ok).toBe(true);
    expect(checkWebhookUrl('http://10.0.0.1/x', lenient).ok).toBe(false);
    expect(checkWebhookUrl('http://example.com/x', lenient).ok).toBe(false);
  });
});
