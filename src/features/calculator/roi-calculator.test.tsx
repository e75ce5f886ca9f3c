import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attr, ids, tags, testSite, texts } from '~/src/blocks/test-fixture';
import { fill as fillSlots } from '~/src/lib/fill';
import { calculate, editField, initialCalculatorState, type CalculatorState } from './calculator-state';
import type { IndustryFigures } from './roi';
import RoiCalculator, { CalculatorView } from './roi-calculator';

const industries: IndustryFigures[] = [
  { id: 'saas', label: 'SaaS', marginImprovement: 12, efficiencyGain: 15 },
  { id: 'other', label: 'Övrigt', marginImprovement: 8, efficiencyGain: 12 },
];
const constants = { monthlyFee: 35000, industries };
/** The calculator's words: site.yaml's, so a change there leaves these tests true. */
const words = testSite.calculator;

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/\u00a0/g, ' ');
const view = (state: CalculatorState) => decode(renderToString(<CalculatorView state={state} industries={industries} texts={words} />));
const fill = (revenue: string, margin: string, industry: string) =>
  editField(editField(editField(initialCalculatorState, 'revenue', revenue), 'margin', margin), 'industry', industry);

/** The opening tag of the control named `name`. */
function control(html: string, name: string): string {
  const tag = new RegExp(`<(input|select)\\b[^>]*\\sname="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

describe('the calculator island before anything is entered (its server render)', () => {
  const html = decode(renderToString(<RoiCalculator {...constants} texts={words} />));

  it('has a visible label for each of the three inputs', () => {
    for (const [name, label] of [
      ['revenue', words.revenue.label],
      ['margin', words.margin.label],
      ['industry', words.industry.label],
    ] as const) {
      const id = attr(control(html, name), 'id');
      expect(html).toContain(`<label class="roi-label" for="${id}">${label}</label>`);
    }
  });

  it('describes each number field with its hint, and the ids resolve', () => {
    for (const name of ['revenue', 'margin']) {
      const describedBy = attr(control(html, name), 'aria-describedby')!;
      for (const ref of describedBy.split(' ')) expect(ids(html)).toContain(ref);
    }
    expect(html).toContain(words.revenue.hint);
    const all = ids(html);
    expect(new Set(all).size).toBe(all.length);
  });

  it('offers the industries from the props behind an empty choice', () => {
    const select = /<select\b[\s\S]*?<\/select>/.exec(html)![0];
    expect(tags(select, 'option').map((o) => attr(o, 'value'))).toEqual(['', 'saas', 'other']);
    expect(texts(select, 'option')).toEqual([words.industry.placeholder, 'SaaS', 'Övrigt']);
  });

  it('disables the submit button and shows the placeholder until a calculation', () => {
    const button = tags(html, 'button')[0]!;
    expect(texts(html, 'button')).toEqual([words.submit]);
    expect(attr(button, 'type')).toBe('submit');
    expect(button).toMatch(/\sdisabled=""/);
    expect(html).toContain(words.ready.heading);
    expect(html).not.toContain(words.figures.roi);
  });

  it('has an empty live region ready for the result', () => {
    expect(html).toMatch(/<p class="vh" role="status" aria-live="polite" aria-atomic="true"><\/p>/);
  });
});

describe('the calculator view', () => {
  it('enables the button only when all three inputs are filled', () => {
    const disabled = (state: CalculatorState) => /\sdisabled=""/.test(tags(view(state), 'button')[0]!);
    expect(disabled(fill('20', '', ''))).toBe(true);
    expect(disabled(fill('20', '5', ''))).toBe(true);
    expect(disabled(fill('', '5', 'saas'))).toBe(true);
    expect(disabled(fill('20', '5', 'saas'))).toBe(false);
  });

  it('shows a Swedish message beside an invalid field, linked with aria-describedby and aria-invalid', () => {
    const html = view(calculate(fill('0', '150', 'saas'), constants));
    for (const [name, message] of [
      ['revenue', words.errors.revenueNotPositive],
      ['margin', words.errors.marginOutOfRange],
    ] as const) {
      const input = control(html, name);
      expect(attr(input, 'aria-invalid')).toBe('true');
      const errorId = attr(input, 'aria-describedby')!
        .split(' ')
        .find((ref) => ref.endsWith('-error'))!;
      expect(new RegExp(`<p class="roi-error" id="${errorId}">[\\s\\S]*?${message.replace(/[.()]/g, '\\$&')}</p>`).test(html)).toBe(true);
    }
    expect(attr(control(html, 'industry'), 'aria-invalid')).toBeUndefined();
    expect(html).toContain(words.ready.heading);
  });

  it('shows all nine figures after a calculation, and announces the key ones', () => {
    const html = view(calculate(fill('20', '5', 'saas'), constants));
    const rows = Object.fromEntries([...html.matchAll(/<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map((m) => [m[1]!.replace(/<!-- -->/g, ''), m[2]!]));
    const { figures, units } = words;
    expect(rows).toEqual({
      [figures.roi]: '471 %',
      [figures.payback]: `2,1 ${units.months}`,
      [figures.netFirstYear]: '1 980 000 kr',
      [figures.currentProfit]: '1 000 000 kr',
      [figures.newProfit]: '3 400 000 kr',
      [figures.additionalProfit]: '2 400 000 kr',
      [figures.marginImprovement]: `+12 ${units.points}`,
      [figures.efficiencyGains]: '15 %',
      [figures.annualCost]: '420 000 kr',
    });
    expect(html).toContain('<p class="roi-big">2 400 000 kr</p>');
    expect(html).not.toContain(words.ready.heading);
    const status = /<p [^>]*role="status"[^>]*>([\s\S]*?)<\/p>/.exec(html)![1]!;
    expect(status).toContain('2 400 000 kr');
    expect(status).toContain('471 %');
    expect(status).toContain(`2,1 ${units.monthsSpoken}`);
    expect(html).toContain(fillSlots(words.basis, { omsättning: `20 ${words.revenue.unit}`, marginal: '5 %', bransch: 'SaaS' }));
  });

  it('says so when the inputs have changed since the figures were calculated', () => {
    const html = view(editField(calculate(fill('20', '5', 'saas'), constants), 'revenue', '25'));
    expect(html).toContain(words.stale);
  });
});

describe('the island module', () => {
  // The island ships to the browser: React and its own logic only, no stylesheet text and no
  // styling runtime (docs/architecture.md "Styling"; ≤ 90 KB gzip per page).
  it('imports only React, its own modules and plain helpers, no stylesheet', () => {
    const source = readFileSync(new URL('./roi-calculator.tsx', import.meta.url), 'utf8');
    // Type imports are erased; what remains ships to the browser.
    const imports = [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gm)].map((m) => m[1]);
    expect(imports).toContain('react');
    expect(imports.filter((i) => i !== 'react' && !/^\.\/[a-z-]+$/.test(i!) && !/^~\/src\/lib\/[a-z-]+$/.test(i!))).toEqual([]);
  });
});

describe('a result outside the plausible range (docs/decisions.md 38, 51)', () => {
  const ranged = { ...constants, targetRevenueMsek: { min: 5, max: 100 }, targetMarginPercent: { min: -10, max: 40 } };

  // 60 MSEK × 12 pp = 7 200 000 kr: ROI 1 614 %, payback 0,7 months.
  it('60 MSEK: bounds instead of a four-digit ROI and "0,7 mån", and the reason beside them', () => {
    const html = view(calculate(fill('60', '8', 'saas'), ranged));
    expect(html).toContain('över 1 000 %');
    expect(html).toContain('under 1 mån');
    expect(html).not.toMatch(/1 6\d\d %|0,\d mån/);
    const caveats = /<ul class="roi-caveats"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(caveats).toContain('visas inte som exakta tal');
  });

  it.each([
    ['1000', '8', ['aboveRange']],
    ['3', '8', ['belowRange']],
    ['20', '−20', ['deepLoss']],
    ['20', '95', ['highMargin']],
  ] as const)('%s MSEK at %s %%: the reasons instead of any figure', (revenue, margin, reasons) => {
    const html = view(calculate(fill(revenue, margin, 'saas'), ranged));
    expect(html).toContain(words.withheld.heading);
    expect(html).not.toContain('roi-big');
    expect(html).not.toMatch(/\d kr\b(?! i månaden)/);
    for (const reason of reasons)
      expect(html).toContain(fillSlots(words.withheld[reason], { spann: '5–100 MSEK', månadskostnad: '35 000 kr', lägsta: '−10 %', högsta: '40 %' }));
  });

  it('a plausible result has no caveats', () => {
    expect(view(calculate(fill('20', '5', 'saas'), ranged))).not.toContain('roi-caveats');
  });
});
