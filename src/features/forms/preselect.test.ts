import { describe, expect, it } from 'vitest';
import { parsePreselectMap, preselectForm, preselections, type SelectLike } from './preselect';

const map = { amne: 'topic', bradskande: 'urgency' };
const options: Record<string, string[]> = {
  topic: ['interim-cfo', 'financial-analysis', 'due-diligence', 'other'],
  urgency: ['asap', 'week', 'month', 'flexible'],
};
const optionsOf = (field: string) => options[field];

describe('preselections', () => {
  it.each([
    ['?amne=due-diligence', [['topic', 'due-diligence']]],
    ['?bradskande=asap', [['urgency', 'asap']]],
    [
      '?amne=financial-analysis&bradskande=week',
      [
        ['topic', 'financial-analysis'],
        ['urgency', 'week'],
      ],
    ],
    [
      '?bradskande=asap&amne=interim-cfo&utm_source=x',
      [
        ['topic', 'interim-cfo'],
        ['urgency', 'asap'],
      ],
    ],
    ['', []],
    ['?amne=', []],
    ['?amne=kassaflode', []],
    ['?amne=DUE-DILIGENCE', []],
    ['?amne=<script>', []],
    ['?topic=due-diligence', []],
  ] as const)('%s → %j', (search, expected) => {
    expect(preselections(map, search, optionsOf)).toEqual(expected);
  });

  it('ignores a mapped field the form does not have', () => {
    expect(preselections({ amne: 'missing' }, '?amne=other', optionsOf)).toEqual([]);
  });
});

describe('parsePreselectMap', () => {
  it.each([
    ['{"amne":"topic","bradskande":"urgency"}', map],
    ['{"amne":"topic","x":3}', { amne: 'topic' }],
    [undefined, {}],
    ['', {}],
    ['not json', {}],
    ['["topic"]', {}],
    ['null', {}],
  ])('%s', (attribute, expected) => {
    expect(parsePreselectMap(attribute)).toEqual(expected);
  });
});

/** A stand-in for a form with selects (the unit tests run without a DOM; e2e covers the real one). */
function fakeForm(values: Record<string, string> = {}, preselect = JSON.stringify(map)) {
  const selects: Record<string, SelectLike> = Object.fromEntries(
    Object.entries(options).map(([name, values_]) => [name, { value: values[name] ?? '', options: ['', ...values_].map((value) => ({ value })) }]),
  );
  const text = { value: '' }; // an <input>: has a value but no options
  return {
    form: { dataset: { preselect }, elements: { namedItem: (name: string) => selects[name] ?? (name === 'company' ? text : null) } },
    selects,
  };
}

describe('preselectForm', () => {
  it('sets the selects named by the form’s map to values from the address', () => {
    const { form, selects } = fakeForm();
    expect(preselectForm(form, '?amne=due-diligence&bradskande=asap')).toEqual(['topic', 'urgency']);
    expect(selects.topic!.value).toBe('due-diligence');
    expect(selects.urgency!.value).toBe('asap');
  });

  it('never overrides what the visitor already chose', () => {
    const { form, selects } = fakeForm({ topic: 'other' });
    expect(preselectForm(form, '?amne=due-diligence')).toEqual([]);
    expect(selects.topic!.value).toBe('other');
  });

  it('does not treat the empty placeholder as an option, nor an input as a select', () => {
    const { form, selects } = fakeForm({}, JSON.stringify({ amne: 'topic', foretag: 'company' }));
    expect(preselectForm(form, '?amne=&foretag=x')).toEqual([]);
    expect(selects.topic!.value).toBe('');
  });

  it('does nothing for a form without a usable map', () => {
    const { form, selects } = fakeForm({}, 'oops');
    expect(preselectForm(form, '?amne=other')).toEqual([]);
    expect(selects.topic!.value).toBe('');
  });
});
