/** lineValue(): the value of a `key: value` or `- value` line, as an editor wrote it, for a hint to show. */
import { describe, expect, it } from 'vitest';
import { lineValue } from '~/src/content/yaml-lines';

describe('the value of a line', () => {
  it('reads a field and a list item, with the column where the value starts', () => {
    expect(lineValue('    heading: *Nyhet* hos oss')).toEqual({ lead: 'heading: ', text: '*Nyhet* hos oss', col: 14 });
    expect(lineValue('      - En finansieringsplan')).toEqual({ lead: '- ', text: 'En finansieringsplan', col: 9 });
  });

  it('finds none on a line that is neither a field nor a list item', () => {
    expect(lineValue('    fortsättning på texten ovanför')).toBeUndefined();
    expect(lineValue('')).toBeUndefined();
  });
});
