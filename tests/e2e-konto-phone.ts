/**
 * The lead page on a phone in three engines (docs/decisions.md 146): Chromium
 * (tests/e2e/konto-leads.spec.ts), Firefox (tests/e2e/konto-firefox.spec.ts) and WebKit
 * (tests/webkit/konto-phone.spec.ts) share this set-up and these judges. The account and the lead
 * are made here in Node, once per engine — the account as the operator makes it (the CLI's
 * invitation, then the workspace's own API with the app's code), the lead written to the run's
 * database as the form endpoint stores it — so each engine only opens pages and measures them.
 * The judges are plain functions run inside the page, so every driver can send them.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { pageTexts } from './e2e-content';
import { e2eLeadsDatabase } from './e2e-leads';
import { inviteLink, testPassword, totpCode, uniqueEmail, type Role } from './e2e-konto';

/** The service as the page's form sends it: the answer the issue saw over four lines in a 45 px column. */
const service = pageTexts('finansiell-analys').service?.name ?? 'finansiell-analys';

/** A long but real address: the kind that was broken over six lines in the same column. */
export const phoneLeadFields = (id: string) => ({
  service,
  company: `Mobilprovet ${id} Aktiebolag`,
  name: 'Åsa Öberg-Lindqvist',
  email: `asa.oberg-lindqvist.${id}@ekonomiavdelningen-norrland.se`,
  phone: '070-123 45 67',
  revenue: '15-30',
  urgency: 'inom-1-manad',
  budget: 'diskuterar-vi-senare',
  topic: 'lonsamhet-per-segment',
  message: 'Vi vill förstå lönsamheten per kundsegment inför budgetarbetet, och behöver någon som kan ta fram underlaget på kort tid.',
});

/** Writes an enquiry to the e2e server's database, as its form endpoint would; its number and fields. */
export function storePhoneLead(): { id: number; fields: ReturnType<typeof phoneLeadFields> } {
  const fields = phoneLeadFields(Date.now().toString(36));
  const db = new Database(e2eLeadsDatabase, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const { lastInsertRowid } = db
      .prepare('INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash) VALUES (?, ?, ?, ?, ?, ?)')
      .run(new Date().toISOString(), 'enquiry', '/finansiell-analys', JSON.stringify(fields), randomUUID(), 'e2e');
    return { id: Number(lastInsertRowid), fields };
  } finally {
    db.close();
  }
}

/**
 * A signed-in session id for a new account of `role` on the server at `base`: the invitation from
 * the CLI, then the workspace's API as its page calls it (the page's Origin, JSON).
 */
export async function signedInSession(base: string, role: Role = 'partner'): Promise<{ sessionId: string; email: string }> {
  const email = uniqueEmail(role);
  const token = new URL(inviteLink(email, role)).hash.slice(1);
  let cookie = '';
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}/konto/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = /^(__Host-konto=[^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (set) cookie = set;
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  await call('/inbjudan/anta', { token, password: testPassword });
  const { secret } = await call('/andra-faktorn');
  await call('/andra-faktorn', { code: totpCode(String(secret)) });
  return { sessionId: cookie.replace('__Host-konto=', ''), email };
}

export interface PhoneGeometry {
  width: number;
  /** How far the page reaches past the screen's right edge; 0 when it fits. */
  overflow: number;
  /** Elements whose box reaches past the screen's right edge, by tag and text. */
  outside: string[];
  answers: { label: string; stacked: boolean; valueWidth: number; labelLines: number }[];
  /** The answers' box width: the values should have nearly all of it. */
  sectionWidth: number;
  links: { href: string; height: number; width: number }[];
  /** Labels and headings whose text is cut (an ellipsis, or wider than their box). */
  cut: string[];
}

/** Run in the page: the lead page's layout as numbers. No closure: the drivers send its source. */
export function measureLeadPage(): PhoneGeometry {
  const width = document.documentElement.clientWidth;
  const outside = [...document.querySelectorAll('main *')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1;
    })
    .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
  const list = document.querySelector('main dl');
  const answers = [...(list?.querySelectorAll(':scope > div') ?? [])].map((row) => {
    const [term, value] = [row.querySelector('dt'), row.querySelector('dd')];
    const [t, v] = [term?.getBoundingClientRect(), value?.getBoundingClientRect()];
    const lineHeight = term ? parseFloat(getComputedStyle(term).lineHeight) || 24 : 24;
    return {
      label: (term?.textContent ?? '').trim(),
      stacked: Boolean(t && v && v.top >= t.bottom - 1),
      valueWidth: Math.round(v?.width ?? 0),
      labelLines: Math.round((t?.height ?? 0) / lineHeight),
    };
  });
  const links = [...document.querySelectorAll('main a[href^="tel:"], main a[href^="mailto:"]')].map((link) => {
    const box = link.getBoundingClientRect();
    return { href: link.getAttribute('href') ?? '', height: Math.round(box.height), width: Math.round(box.width) };
  });
  const cut = [...document.querySelectorAll('main label, main h1, main h2, main dt, main dd, main button')]
    .filter((element) => element instanceof HTMLElement && element.offsetWidth > 0 && element.scrollWidth > element.clientWidth + 1)
    .map((element) => (element.textContent ?? '').trim());
  return {
    width,
    overflow: document.documentElement.scrollWidth - width,
    cut,
    outside,
    answers,
    sectionWidth: Math.round(list?.getBoundingClientRect().width ?? 0),
    links,
  };
}

/** Run in the page: the dialog has faded in (MUI's Fade), so a screenshot shows it. */
export function dialogShown(): boolean {
  const container = document.querySelector('[role="dialog"]')?.parentElement;
  return Boolean(container && getComputedStyle(container).opacity === '1');
}

/** Run in the page with the erase dialog open: is its confirmation label cut, or outside the screen? */
export function measureEraseLabel(): { text: string; cut: boolean; right: number; width: number } | null {
  const dialog = document.querySelector('[role="dialog"]');
  const label = dialog?.querySelector('label');
  if (!label) return null;
  const box = label.getBoundingClientRect();
  return {
    text: (label.textContent ?? '').trim(),
    cut: label.scrollWidth > label.clientWidth + 1 || getComputedStyle(label).textOverflow === 'ellipsis',
    right: Math.round(box.right),
    width: document.documentElement.clientWidth,
  };
}

/** Run in the page: the date fields (labelled with their format) and what each shows. */
export function measureDateFields(): { label: string; value: string; placeholder: string }[] {
  return [...document.querySelectorAll('label')]
    .filter((label) => (label.textContent ?? '').includes('åååå-mm-dd'))
    .map((label) => {
      const input = label.htmlFor ? document.getElementById(label.htmlFor) : null;
      return {
        label: (label.textContent ?? '').replace(/\s+/g, ' ').trim(),
        value: input instanceof HTMLInputElement ? input.value : '(inget fält)',
        placeholder: input instanceof HTMLInputElement ? input.placeholder : '',
      };
    });
}

/** What every engine must show (docs/decisions.md 146), as a list of problems: empty when the page is right. */
export function phoneProblems(geometry: PhoneGeometry, fields: ReturnType<typeof phoneLeadFields>): string[] {
  const problems: string[] = [];
  if (geometry.overflow > 0) problems.push(`the page is ${geometry.overflow} px wider than the screen`);
  if (geometry.outside.length) problems.push(`past the right edge: ${geometry.outside.join(' | ')}`);
  if (geometry.cut.length) problems.push(`cut: ${geometry.cut.join(' | ')}`);
  if (geometry.answers.length < 6) problems.push(`only ${geometry.answers.length} answers shown`);
  for (const answer of geometry.answers) {
    if (geometry.width < 600 && !answer.stacked) problems.push(`"${answer.label}" is beside its value below 600 px`);
    if (answer.valueWidth < geometry.sectionWidth * 0.9) problems.push(`"${answer.label}": its value is ${answer.valueWidth} px of ${geometry.sectionWidth}`);
  }
  const hrefs = geometry.links.map((link) => link.href);
  for (const wanted of ['tel:+46701234567', `mailto:${fields.email}`]) if (!hrefs.includes(wanted)) problems.push(`no link ${wanted}`);
  for (const link of geometry.links) if (link.height < 44) problems.push(`${link.href} is ${link.height} px tall`);
  return problems;
}
