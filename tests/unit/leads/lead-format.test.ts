/**
 * How the firm reads what a stranger typed (server/leads/lead-format.ts, docs/decisions.md 136):
 * the one neutraliser, the notifications' words, and one hostile lead read in every place a lead
 * is shown — the e-mail's text and HTML, the workspace, the workbook and `npm run leads` — alike.
 */
import { rmSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAnswers, leadSummary } from '~/server/accounts/lead-routes';
import { leadsWorkbook } from '~/server/leads/export';
import { leadEmail } from '~/server/leads/lead-email';
import { neutralise, notificationText, terminalJson } from '~/server/leads/lead-format';
import { leadView, loadSiteFacts } from '~/server/leads/lead-view';
import type { InboxLead } from '~/server/leads/store';
import { csvCell } from '~/scripts/leads';
import { writeFixtureSite } from './support/fixture-site';
import { sampleLeads } from './support/sample-leads';

describe("a lead's notifications", () => {
  it('name each channel in Swedish with its state, and a failure with its tries and error', () => {
    expect(
      notificationText([
        { channel: 'email', status: 'sent', attempts: 1, lastError: null },
        { channel: 'webhook', status: 'failed', attempts: 12, lastError: 'webhook: HTTP 500' },
      ]),
    ).toBe('e-post skickad, webhook misslyckad (12 försök: webhook: HTTP 500)');
    expect(notificationText([{ channel: 'webhook', status: 'pending', attempts: 0, lastError: null }])).toBe('webhook väntar');
    expect(notificationText([{ channel: 'email', status: 'failed', attempts: 3, lastError: 'SMTP: 550' }], { errors: false })).toBe('e-post misslyckad');
    expect(notificationText([])).toBe('ingen');
  });
});

describe('the one neutraliser', () => {
  it.each([
    ['a right-to-left override that turns fdp.exe into exe.pdf', 'Gustav \u202efdp.exe', 'Gustav \ufffdfdp.exe'],
    ['an override inside a company name', 'Ek\u202eonomi AB\u202c', 'Ek\ufffdonomi AB\ufffd'],
    ['isolates and marks', '\u2067Acme\u2069 \u200fAB\u200e \u061c', '\ufffdAcme\ufffd \ufffdAB\ufffd \ufffd'],
    ['zero-width characters inside a name', 'An\u200bna Be\u2060rg\ufeff', 'Anna Berg'],
    ['a soft hyphen and tag characters', 'Bo\u00adlaget \u{e0041}\u{e0042}AB', 'Bolaget AB'],
    ['a company of zero-width characters only', '\u200b\u200b\u2060', '\ufffd'],
    ['Hangul fillers posing as a name', '\u3164\u115f', '\ufffd'],
    ['a C1 control (NEL)', 'A\u0085B', 'A\ufffdB'],
    ['an escape sequence and a carriage return', 'Evil\u001b[31mRED\rX', 'Evil\u241b[31mRED\u240dX'],
    ['DEL', 'a\u007fb', 'a\u2421b'],
    ['a line separator on one line', 'Ett\u2028Två', 'Ett Två'],
    ['Swedish letters, an emoji with joiners and Persian with a non-joiner', 'Åsa Öst 👩‍💼 می‌خواهم', 'Åsa Öst 👩‍💼 می‌خواهم'],
  ])('%s', (_about, typed, shown) => {
    expect(neutralise(typed)).toBe(shown);
  });

  it('keeps line breaks and tabs in a multi-line text, one break for CRLF', () => {
    expect(neutralise('Hej,\r\nrad två\tkolumn\u2029slut', { keepNewlines: true })).toBe('Hej,\nrad två\tkolumn\nslut');
    expect(neutralise('Hej,\nrad två\tkolumn')).toBe('Hej,\u240arad två\u2409kolumn');
  });

  it('writes JSON for a terminal with every such character escaped, and the data unchanged', () => {
    const data = { company: 'Ek\u202eonomi\u200b AB', name: 'A\u0085\u{e0041}B', note: 'rad\nrad' };
    const json = terminalJson(data);
    expect(JSON.parse(json)).toEqual(data);
    // eslint-disable-next-line no-control-regex -- looking for raw control characters is the point
    expect(json).not.toMatch(/[\u0085\u200b\u202e\u{e0041}]|[\u0000-\u0009\u000b-\u001f]/u);
    expect(json).toContain('Ek\\u202eonomi\\u200b AB');
  });
});

describe('one hostile lead, shown everywhere', () => {
  const distDir = writeFixtureSite();
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const site = loadSiteFacts(distDir);
  const hostile: InboxLead = {
    ...sampleLeads.booking,
    fields: { ...sampleLeads.booking.fields, name: 'Gustav \u202efdp.exe', company: '\u200b\u200b', message: 'Hej\u0085 rad ett\nrad \u2066två\u2069' },
    notifications: [],
    status: 'ny',
    lastContactAt: null,
    readAt: null,
  };
  const name = 'Gustav \ufffdfdp.exe';
  const message = 'Hej\ufffd rad ett\nrad \ufffdtvå\ufffd';

  it('reads the same in the e-mail’s subject, text and HTML', () => {
    const mail = leadEmail(leadView(hostile, site));
    expect(mail.subject).toContain(`\ufffd, ${name}`);
    expect(mail.text).toContain(name);
    expect(mail.text).toContain(message);
    expect(mail.html).toContain(name);
    expect(mail.html).toContain(message.replace('\n', '<br>'));
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/[\u0085\u200b\u202e\u2066\u2069]/);
  });

  it('reads the same in the workspace’s inbox and lead page', () => {
    const summary = leadSummary(hostile, site);
    expect([summary.person, summary.company]).toEqual([name, '\ufffd']);
    const answers = leadAnswers(hostile, site);
    expect(answers.map((a) => a.value)).toEqual(expect.arrayContaining([name, '\ufffd', message]));
    expect(JSON.stringify({ summary, answers })).not.toMatch(/[\u0085\u200b\u202e\u2066\u2069]/);
  });

  it('reads the same in the workbook and the CSV', async () => {
    const workbook = unzipSync(new Uint8Array(await leadsWorkbook([{ ...hostile, notes: [] }], site)));
    const cells = Object.entries(workbook)
      .filter(([file]) => file.startsWith('xl/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('');
    // The workbook's writer drops U+FFFD, so the mark is a question mark there.
    expect(cells).toContain('Gustav ?fdp.exe');
    expect(cells).not.toMatch(/[\u0085\u200b\u202e\u2066\u2069]/);
    expect(csvCell(hostile.fields.name!)).toBe(name);
    expect(csvCell(hostile.fields.message!)).toBe(`"${message}"`);
  });
});

/**
 * A sheet's rows as text by column (A–Z is enough here), each text read from the shared strings,
 * where write-excel-file writes every text; an empty cell is left out of the sheet and is '' here.
 */
function sheetRows(workbook: Record<string, Uint8Array>): string[][] {
  const shared = [...strFromU8(workbook['xl/sharedStrings.xml']!).matchAll(/<si><t[^>]*>([^<]*)<\/t><\/si>/g)].map((m) => m[1]!);
  return [...strFromU8(workbook['xl/worksheets/sheet1.xml']!).matchAll(/<row [^>]*>(.*?)<\/row>/g)].map(([, row]) => {
    const cells: string[] = [];
    for (const [, column, text, value] of row!.matchAll(/<c r="([A-Z])\d+"[^>]*?( t="s")?>(?:<v>([^<]*)<\/v>)?<\/c>/g))
      cells[column!.charCodeAt(0) - 65] = text ? shared[Number(value)]! : (value ?? '');
    return Array.from(cells, (cell) => cell ?? '');
  });
}

describe('the workbook', () => {
  const distDir = writeFixtureSite();
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('ends with the firm’s own work, each under its header: urgent, status, latest contact and the notes', async () => {
    const contacted: InboxLead = { ...sampleLeads.booking, notifications: [], status: 'kontaktad', lastContactAt: '2026-11-20T12:00:00.000Z', readAt: null };
    const notes = [{ id: 1, at: Date.UTC(2026, 10, 20, 9), userId: null, author: null, text: 'Ringde VD:n', contactedAt: null }];
    const [header, row] = sheetRows(unzipSync(new Uint8Array(await leadsWorkbook([{ ...contacted, notes }], loadSiteFacts(distDir)))));
    const cells = Object.fromEntries(header!.map((name, i) => [name, row![i]]));
    expect(header!.slice(-5)).toEqual(['Notiser', 'Brådskande', 'Status', 'Senaste kontakt', 'Anteckningar']);
    expect(cells).toMatchObject({
      Brådskande: 'Nej',
      Status: 'Kontaktad',
      'Senaste kontakt': '2026-11-20',
      Anteckningar: '2026-11-20 borttaget konto: Ringde VD:n',
    });
  });
});
