import { describe, expect, it } from 'vitest';
import {
  contactMarker,
  contactOfferAllowed,
  normaliseSelection,
  sameSelection,
  splitContactMarker,
  withoutPartialMarker,
  type ContractTurn,
} from './contract';

const user = (text: string): ContractTurn => ({ role: 'user', text });
const bot = (text: string): ContractTurn => ({ role: 'assistant', text });

describe('the contact-form marker', () => {
  it('names the listing after @@@, or stands alone', () => {
    expect(contactMarker('12 Main St')).toBe('##CONTACT@@@12 Main St');
    expect(contactMarker(null)).toBe('##CONTACT');
  });

  it('is split from the reply with its listing', () => {
    expect(splitContactMarker(`Call Alex. ${contactMarker('12 Main St')}`)).toEqual({
      text: 'Call Alex.',
      contact: true,
      listing: '12 Main St',
    });
    expect(splitContactMarker('Call Alex. ##CONTACT')).toEqual({ text: 'Call Alex.', contact: true, listing: '' });
    expect(splitContactMarker('Nothing here')).toEqual({ text: 'Nothing here', contact: false, listing: '' });
  });

  it('is hidden while it streams in', () => {
    expect(withoutPartialMarker('Call Alex. ##CONT')).toBe('Call Alex. ');
    expect(withoutPartialMarker('Call Alex. ##CONTACT@@')).toBe('Call Alex. ');
    expect(withoutPartialMarker('Call Alex #1')).toBe('Call Alex #1');
  });
});

describe('the contact-form offer rule', () => {
  it('waits for at least 3 property questions, this one included', () => {
    expect(contactOfferAllowed([user('a'), bot('b'), user('c')])).toBe(false);
    expect(contactOfferAllowed([user('a'), bot('b'), user('c'), bot('d'), user('e')])).toBe(true);
  });

  it('does not count what the caller says is no property question (a greeting)', () => {
    const turns = [user('hello'), bot('hi'), user('q1'), bot('a1'), user('q2')];
    expect(contactOfferAllowed(turns, (t) => t !== 'hello')).toBe(false);
    expect(contactOfferAllowed([...turns, bot('a2'), user('q3')], (t) => t !== 'hello')).toBe(true);
  });

  it('offers at most once per 3 interactions', () => {
    const offered = [user('q1'), bot('a1'), user('q2'), bot('a2'), user('q3'), bot(`a3 ${contactMarker('1 Main St')}`)];
    expect(contactOfferAllowed([...offered, user('q4')])).toBe(false);
    expect(contactOfferAllowed([...offered, user('q4'), bot('a4'), user('q5')])).toBe(false);
    expect(contactOfferAllowed([...offered, user('q4'), bot('a4'), user('q5'), bot('a5'), user('q6')])).toBe(true);
  });
});

describe('the listing selection', () => {
  it('treats none or all selected listings as no filter, drops unknown ids and sorts', () => {
    expect(normaliseSelection(null, [1, 2])).toBeNull();
    expect(normaliseSelection([], [1, 2, 3])).toBeNull();
    expect(normaliseSelection([3, 2, 1], [1, 2, 3])).toBeNull();
    expect(normaliseSelection([3, 9, 1, 3], [1, 2, 3])).toEqual([1, 3]);
  });

  it('compares two selections', () => {
    expect(sameSelection([1, 3], [1, 3])).toBe(true);
    expect(sameSelection([1, 3], [1, 2])).toBe(false);
    expect(sameSelection(null, [1])).toBe(false);
    expect(sameSelection(null, null)).toBe(true);
  });
});
