// The seller report's quoted questions name nobody: names (known and introduced), emails, phone
// numbers and people's addresses go in the six languages; prices, years, sizes and the listing's own
// address stay, so the question still says what was asked.
import { describe, expect, it } from 'vitest';
import { anonymiseQuestion as anon } from './anonymise';

describe('contact details', () => {
  it('replaces emails, links and what the chat masked', () => {
    expect(anon('Send the strata minutes to robin.park@example.net please')).toBe(
      'Send the strata minutes to [email] please',
    );
    expect(anon('See https://example.com/robin for my offer')).toBe('See [link] for my offer');
    expect(anon('my email is ****************** thanks')).toBe('my email is [removed] thanks');
  });

  it('replaces phone numbers in the usual forms', () => {
    for (const phone of ['604-555-0142', '(604) 555-0142', '+1 604 555 0142', '604.555.0142', '6045550142']) {
      expect(anon(`Call me at ${phone} about the roof`)).toBe('Call me at [phone] about the roof');
    }
    expect(anon('请打 13800138000 联系我')).toBe('请打 [phone] 联系我');
  });

  it('keeps prices, years, sizes, percentages and unit counts', () => {
    for (const q of [
      'Is the asking price $1,249,000 firm?',
      'Was the roof replaced in 2019?',
      'Is it 1,200 sq ft or 1200.5?',
      'Are the fees 0.25% of 1250000?',
      'How many of the 120 units are rented?',
      'Is MLS R2891234 still active?',
    ]) {
      expect(anon(q)).toBe(q);
    }
  });
});

describe('addresses of people', () => {
  it('replaces street addresses and postal codes', () => {
    expect(anon('I live at 45 Oak Street, is the school close?')).toBe('I live at [address], is the school close?');
    expect(anon('We are at 1203 West 7th Avenue unit 4 now')).toBe('We are at [address] now');
    expect(anon('Nous habitons au 12 rue des Lilas, loin?')).toBe('Nous habitons au [address], loin?');
    expect(anon('My postal code is V5K 0A1')).toBe('My postal code is [address]');
    expect(anon('我住在中山路123号，学校远吗？')).toBe('我住在[address]，学校远吗？');
    expect(anon('역삼동 123-45번지에 살아요')).toBe('[address]에 살아요');
  });

  it("keeps the listing's own address", () => {
    expect(anon('Is 12 Birch Lane on a flood plain?', { keepAddress: '12 Birch Lane, Springfield, IL 62704' })).toBe(
      'Is 12 Birch Lane on a flood plain?',
    );
  });
});

describe('names', () => {
  it('removes the names we know, whole or in part', () => {
    const names = ['Robin Park', 'Dana Lee', 'Sunrise Realty'];
    expect(anon('Hi, Robin Park here. Are pets allowed?', { names })).toBe('Hi, [name] here. Are pets allowed?');
    expect(anon('robin park: are pets allowed?', { names })).toBe('[name]: are pets allowed?');
    expect(anon('Can Dana send the disclosure?', { names })).toBe('Can [name] send the disclosure?');
    expect(anon('Is there parking? Is the park close?', { names })).toBe('Is there parking? Is the park close?');
    expect(anon('My agent at Sunrise Realty asked', { names })).toBe('My agent at [name] asked');
    expect(anon('王小明想问管理费', { names: ['王小明'] })).toBe('[name]想问管理费');
  });

  it('removes names that a phrase introduces, in six languages', () => {
    expect(anon("Hi, I'm Jordan Smith, what are the condo fees?")).toBe("Hi, I'm [name], what are the condo fees?");
    expect(anon('My name is Alex. Is there a rental restriction?')).toBe(
      'My name is [name]. Is there a rental restriction?',
    );
    expect(anon('My wife Maria wants to know about schools')).toBe('My wife [name] wants to know about schools');
    expect(anon('Please ask Mrs. Chen about the deposit')).toBe('Please ask Mrs. [name] about the deposit');
    expect(anon("Je m'appelle Camille Dubois, le toit est-il neuf ?")).toBe(
      "Je m'appelle [name], le toit est-il neuf ?",
    );
    expect(anon('我叫李华，请问物业费多少？')).toBe('我叫[name]，请问物业费多少？');
    expect(anon('我是王小明，车位怎么算？')).toBe('我是[name]，车位怎么算？');
    expect(anon('陈先生想知道学区')).toBe('[name]先生想知道学区');
    expect(anon('田中さんの質問です。管理費はいくらですか')).toBe('[name]さんの質問です。管理費はいくらですか');
    expect(anon('私は山田です。駐車場はありますか')).toBe('私は[name]です。駐車場はありますか');
    expect(anon('제 이름은 김민수입니다. 관리비가 얼마예요?')).toBe('제 이름은 [name]입니다. 관리비가 얼마예요?');
    expect(anon('김민수 씨가 주차 문의했어요')).toBe('[name] 씨가 주차 문의했어요');
  });

  it('leaves questions without names as they are', () => {
    for (const q of [
      "I'm interested, what are the condo fees?",
      "I'm looking for a two bedroom with parking",
      'This is a great place, is the roof new?',
      '我是首次购房者，可以贷款吗？',
      'お客様の駐車場はありますか',
      '고객님 주차 가능한가요?',
      'Is the Strata Property Act followed?',
    ]) {
      expect(anon(q)).toBe(q);
    }
  });
});
