/**
 * src/shared/ (docs/decisions.md 82): the one escaper, the one tel: address and the one CommonJS
 * unwrapping that the site, the server, the build and the workspace all use. That the folder
 * imports nothing is tests/unit/eslint-zones.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { cjsDefault } from '~/src/shared/cjs-default';
import { escapeHtml } from '~/src/shared/escape-html';
import { itemAt, valueAt } from '~/src/shared/item-at';
import { telHref } from '~/src/shared/tel-href';

describe('escapeHtml', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#x27;'],
  ])('escapes %s as %s', (character, reference) => {
    expect(escapeHtml(`a${character}b${character}`)).toBe(`a${reference}b${reference}`);
  });

  it('escapes an ampersand once, also in what looks like a reference already', () => {
    expect(escapeHtml('&lt; &amp; &#x27;')).toBe('&amp;lt; &amp;amp; &amp;#x27;');
  });

  it('leaves other text as it is, Swedish letters and line breaks included', () => {
    const text = 'Räkna på 35 000 kr/mån – ”vi” är här\n§ 1 = 100 %';
    expect(escapeHtml(text)).toBe(text);
  });

  it('keeps markup typed by a visitor from opening an element or leaving an attribute', () => {
    const typed = `"><script>alert('x')</script><a href='`;
    const escaped = escapeHtml(typed);
    expect(escaped).not.toMatch(/[<>"']/);
    expect(escaped).toBe('&quot;&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;&lt;a href=&#x27;');
  });
});

describe('telHref', () => {
  it.each([
    ['08-000 00 00', 'tel:+4680000000'],
    ['070-123 45 67', 'tel:+46701234567'],
    ['+46 70 123 45 67', 'tel:+46701234567'],
    ['0046701234567', 'tel:+46701234567'],
    ['+47 22 00 00 00', 'tel:+4722000000'],
    ['(08) 545 123 40', 'tel:+46854512340'],
    // As Swedes write them (docs/decisions.md 138).
    ['070–123 45 67', 'tel:+46701234567'],
    ['070.123.45.67', 'tel:+46701234567'],
    ['070/123 45 67', 'tel:+46701234567'],
    ['+46 (0)70-123 45 67', 'tel:+46701234567'],
    ['+46 070-123 45 67', 'tel:+46701234567'],
    ['+44 (0)20 7946 0958', 'tel:+442079460958'],
    ['08-123 456 78 ankn. 12', 'tel:+46812345678;ext=12'],
    ['+46 8 123 456 78, anknytning 234', 'tel:+46812345678;ext=234'],
    ['08-123 456 78 x 12', 'tel:+46812345678;ext=12'],
    ['vx 08-123 456 00', 'tel:+46812345600'],
    ['08-123 456 00 vx', 'tel:+46812345600'],
    ['Tel: 08-123 456 78', 'tel:+46812345678'],
    ['070-123 45 67 / 08-123 456 78', 'tel:+46701234567'],
    ['Direkt: 08-123 456 78, vx: 08-123 456 00', 'tel:+46812345678'],
    ['070 123 45 67 (efter kl. 16)', 'tel:+46701234567'],
    ['(+46) 70 123 45 67', 'tel:+46701234567'],
    ['70 123 45 67', 'tel:+46701234567'],
    ['46 70 123 45 67', 'tel:+46701234567'],
  ])('writes %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('cjsDefault', () => {
  const plugin = () => 'plugin';

  it('unwraps a CommonJS module object whose function is its default', () => {
    expect(cjsDefault({ default: plugin })).toBe(plugin);
  });

  it('passes a default import that is the function itself through', () => {
    expect(cjsDefault(plugin)).toBe(plugin);
  });
});

describe('itemAt and valueAt', () => {
  it('read what a list or a map holds, falsy values included', () => {
    expect(itemAt([3, 0], 1, 'a count')).toBe(0);
    expect(itemAt(['a', 'b'], -1, 'the last letter')).toBe('b');
    expect(valueAt(new Map([['x', 0]]), 'x', 'a count')).toBe(0);
  });

  it('fail naming what was missing instead of handing on undefined', () => {
    expect(() => itemAt([1], 1, 'the second page')).toThrow('the second page: no item 1 among 1.');
    expect(() => valueAt(new Map<string, number>(), 'y', 'a shingle counted above')).toThrow('a shingle counted above: no value for y.');
  });
});
