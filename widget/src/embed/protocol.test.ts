import { describe, expect, it } from 'vitest';
import { hostOriginFromUrl, parseAppMessage, parseHostMessage, PROTOCOL_NS } from './protocol';

describe('widget protocol', () => {
  it('accepts well-formed messages of each kind', () => {
    expect(parseHostMessage({ ns: PROTOCOL_NS, type: 'visibility', open: true })).toEqual({
      ns: PROTOCOL_NS,
      type: 'visibility',
      open: true,
    });
    expect(parseHostMessage({ ns: PROTOCOL_NS, type: 'focus', where: 'last' })?.type).toBe('focus');
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'ready', title: 'Alex', hasClose: true })).toEqual({
      ns: PROTOCOL_NS,
      type: 'ready',
      title: 'Alex',
      hasClose: true,
    });
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'unread', count: 2 })?.type).toBe('unread');
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'close' })?.type).toBe('close');
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'load' })?.type).toBe('load');
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'store', value: '{"v":1}' })?.type).toBe('store');
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'store', value: null })?.type).toBe('store');
    expect(parseHostMessage({ ns: PROTOCOL_NS, type: 'stored', value: null })).toEqual({
      ns: PROTOCOL_NS,
      type: 'stored',
      value: null,
    });
  });

  it('rejects other namespaces, unknown types and bad fields', () => {
    expect(parseHostMessage({ type: 'visibility', open: true })).toBeNull();
    expect(parseHostMessage({ ns: 'other', type: 'visibility', open: true })).toBeNull();
    expect(parseHostMessage({ ns: PROTOCOL_NS, type: 'visibility', open: 'yes' })).toBeNull();
    expect(parseHostMessage({ ns: PROTOCOL_NS, type: 'focus', where: 'middle' })).toBeNull();
    expect(parseHostMessage('open')).toBeNull();
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'unread', count: -1 })).toBeNull();
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'unread', count: 1.5 })).toBeNull();
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'resize', height: 500 })).toBeNull();
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'ready' })).toBeNull();
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'eval', code: 'x' })).toBeNull();
    expect(parseAppMessage(null)).toBeNull();
    expect(parseAppMessage({ ns: PROTOCOL_NS, type: 'store', value: { v: 1 } })).toBeNull();
    expect(parseHostMessage({ ns: PROTOCOL_NS, type: 'stored', value: 42 })).toBeNull();
  });

  it('takes the host origin only from a plain http(s) origin parameter', () => {
    expect(hostOriginFromUrl('http://localhost:3000/embed/a?host=https%3A%2F%2Fagent.example')).toBe(
      'https://agent.example',
    );
    expect(hostOriginFromUrl('http://localhost:3000/embed/a?host=http%3A%2F%2F127.0.0.1%3A8080')).toBe(
      'http://127.0.0.1:8080',
    );
    expect(hostOriginFromUrl('http://localhost:3000/embed/a')).toBeNull();
    expect(hostOriginFromUrl('http://localhost:3000/embed/a?host=*')).toBeNull();
    expect(hostOriginFromUrl('http://localhost:3000/embed/a?host=null')).toBeNull();
    expect(hostOriginFromUrl('http://localhost:3000/embed/a?host=javascript%3Aalert(1)')).toBeNull();
    expect(hostOriginFromUrl('http://localhost:3000/embed/a?host=https%3A%2F%2Fagent.example%2Fpath')).toBeNull();
  });
});
