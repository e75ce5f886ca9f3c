/**
 * A stored lead as a person reads it, for the e-mail, the webhook's labels and the export: every
 * field under the question the visitor saw and every choice by the label the visitor picked,
 * taken from the same built form specs the page rendered (dist/_endpoint/forms.json, written by
 * the build from the content) through field-labels.ts. A lead from a form that has since changed
 * or gone still reads well: its fields are read as another built form of its kind asks them.
 * Every text a visitor typed is neutralised here (lead-format.ts `neutralise`), so the e-mail's
 * text and HTML, the webhook's labels, the workbook and the workspace's answers show it alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointFiles } from '~/src/lead-form/contract';
import { isUrgent, type FormSpec } from '~/src/lead-form/form-spec';
import type { LeadKind } from '~/src/lead-form/fields';
import { fieldLabel, fieldOrder, fieldSpecFor, kindTitle as kindTitleOf, optionLabel } from './field-labels';
import { loadFormSpecs, type FormSpecs } from './form-specs';
import { neutralise } from './lead-format';
import { defangLinks } from './links';
import type { LeadWarning } from './spam';
import type { StoredLead } from './store';

export interface ReadableField {
  field: string;
  /** The question as the form asked it. */
  label: string;
  /** As stored (a choice's code). */
  value: string;
  /** As the visitor saw it (a choice's label). */
  text: string;
}

export interface LeadView {
  id: number;
  kindTitle: string;
  /** The service the lead is about, if the form says (the enquiry's page, the booking's topic). */
  service?: string;
  /** The visitor picked the soonest start the form offered. */
  urgent: boolean;
  fields: ReadableField[];
  pageUrl: string;
  /** E.g. "onsdag 1 juli 2026 kl. 10:05 CEST". */
  receivedAt: string;
  subject: string;
  /** Looks like phishing or a fake invoice (spam-lures.ts): said first, its links written so no mail program follows them. */
  warning?: LeadWarning;
  /** The visitor's address has å, ä or ö before the @: answering may need care (docs/decisions.md 138). */
  replyCare?: string;
}

/** What the e-mail and the workspace say beside an address with å, ä or ö (any letter beyond ASCII) before the @. */
export const replyCareText =
  'Adressen har å, ä, ö eller en annan bokstav utanför a–z före @. Alla e-postservrar tar inte emot sådana adresser: kommer svaret i retur, ring i stället eller svara från en tjänst som klarar dem (till exempel Gmail eller Outlook.com).';

/** The subject's first words for a lure. */
const warningSubject: Record<LeadWarning['kind'], string> = { phishing: '[Varning: möjligt nätfiske]', invoice: '[Varning: möjlig falsk faktura]' };

/** What the server knows about the built site: its forms and its address. */
export interface SiteFacts {
  forms: FormSpecs;
  baseUrl?: string;
  /** The firm's name (site.yaml `brand`), for the booking e-mails. */
  brand?: string;
}

/**
 * The site's address as the build wrote it (dist/_endpoint/site.json, from site.yaml): the one
 * reader of that file. Undefined without a build or with an older one without site.json: page
 * links then stay paths and an invitation's link is left out.
 */
export function builtSiteAddress(distDir: string): string | undefined {
  try {
    const site: unknown = JSON.parse(readFileSync(path.join(distDir, endpointFiles.site), 'utf8'));
    return site && typeof site === 'object' && 'baseUrl' in site && typeof site.baseUrl === 'string' && site.baseUrl ? site.baseUrl : undefined;
  } catch {
    return undefined;
  }
}

/** The firm's name as the build wrote it (dist/_endpoint/site.json), if it did. */
export function builtBrand(distDir: string): string | undefined {
  try {
    const site: unknown = JSON.parse(readFileSync(path.join(distDir, endpointFiles.site), 'utf8'));
    return site && typeof site === 'object' && 'brand' in site && typeof site.brand === 'string' && site.brand ? site.brand : undefined;
  } catch {
    return undefined;
  }
}

/** The forms and the address of the build in `distDir`, read once (the server reads them through server/built-endpoint.ts). */
export function loadSiteFacts(distDir: string): SiteFacts {
  const baseUrl = builtSiteAddress(distDir);
  const brand = builtBrand(distDir);
  return { forms: loadFormSpecs(distDir), ...(baseUrl ? { baseUrl } : {}), ...(brand ? { brand } : {}) };
}

const swedishTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});
export const inSwedishTime = (iso: string) => swedishTime.format(new Date(iso));

/**
 * Text for a header line: no line breaks, no control or format characters (bidirectional
 * overrides, zero-width characters), bounded.
 */
const oneLine = (text: string, max = 80) => {
  const flat = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The longest subject: a mail program shows about this much, and no one can make it longer. */
export const maxSubjectLength = 150;

/**
 * The service a lead is about, only as the built forms offer it (docs/decisions.md 28, 32): the
 * enquiry's service when it is the one its page sets, the booking's topic by its label. A value
 * the form does not offer (a lead stored before the server checked, or from a page since
 * removed) names no service: the subject then says the kind of lead.
 */
function checkedService(lead: StoredLead, site: SiteFacts, spec: FormSpec | undefined): string | undefined {
  const fixed: Record<string, string | undefined> = spec?.fixed ?? {};
  if (lead.kind === 'enquiry') return fixed.service !== undefined && fixed.service === lead.fields.service ? fixed.service : undefined;
  if (lead.kind !== 'booking') return undefined;
  const options = fieldSpecFor(site.forms, spec, lead.kind, 'topic', { anyKind: false })?.options;
  return options?.find((option) => option.value === lead.fields.topic)?.label;
}

/** A field as a person reads it: a choice by its label, typed text through the one neutraliser (lead-format.ts). */
function readable(site: SiteFacts, spec: FormSpec | undefined, lead: StoredLead, field: string, value: string): ReadableField {
  const specField = fieldSpecFor(site.forms, spec, lead.kind, field);
  // A booked time is stored as an instant in UTC; the firm reads it in Swedish time (docs/decisions.md 161).
  const text = field === 'slot' && !Number.isNaN(Date.parse(value)) ? inSwedishTime(value) : optionLabel(specField?.options, value);
  return { field, label: fieldLabel(specField, field), value, text: neutralise(text, { keepNewlines: true }) };
}

/**
 * The form whose start choices decide urgency: the lead's own; for a lead whose form has since
 * changed or gone, another built form of its kind, whose start choices list the soonest first too.
 */
function urgencySpec(site: SiteFacts, spec: FormSpec | undefined, kind: string): Pick<FormSpec, 'fields'> | undefined {
  // Another kind's start choices are other values: never read a lead's start by them.
  const urgency = fieldSpecFor(site.forms, spec, kind, 'urgency', { anyKind: false });
  return urgency ? { fields: [urgency] } : undefined;
}

/** Every start choice that makes a lead urgent on some form of the built site (the inbox's filter). */
export function urgentValues(site: SiteFacts): string[] {
  const soonest = (site.forms.all ?? []).map((spec) => spec.fields.find((f) => f.name === 'urgency')?.options?.[0]?.value);
  return [...new Set(soonest.filter((value): value is string => value !== undefined))];
}

export function leadView(lead: StoredLead, site: SiteFacts): LeadView {
  const spec = site.forms(lead.page, lead.kind as LeadKind);
  // In the order of the lead's own form, or of another form of its kind when its form is gone.
  const names = fieldOrder(site.forms, Object.keys(lead.fields), spec ?? site.forms.all?.find((s) => s.kind === lead.kind)).filter(
    (name) => name in lead.fields,
  );
  const fields = names.flatMap((name) => {
    const value = lead.fields[name];
    if (value === undefined) return [];
    const field = readable(site, spec, lead, name, value);
    // A lure's links are not to be followed by a slip: written so that no mail program links them.
    return [lead.warning && name !== 'email' ? { ...field, text: defangLinks(field.text) } : field];
  });
  const text = (name: string) => fields.find((f) => f.field === name)?.text;
  // The e-mail's [Brådskande], the inbox's mark and its filter follow one rule (form-spec.ts isUrgent).
  const urgent = isUrgent(urgencySpec(site, spec, lead.kind), lead.fields);
  const service = checkedService(lead, site, spec);
  const kindTitle = kindTitleOf(lead.kind);
  // Only the checked service, the kind, and the company and person fields, each on one line.
  const who = [text('company'), text('name')]
    .map((part) => oneLine(part ?? '', 70))
    .filter(Boolean)
    .join(', ');
  const warn = lead.warning ? `${warningSubject[lead.warning.kind]} ` : '';
  const subject = oneLine(`${warn}${urgent ? '[Brådskande] ' : ''}${oneLine(service ?? kindTitle)} – ${who}`, maxSubjectLength);
  const email = lead.fields.email ?? '';
  return {
    id: lead.id,
    kindTitle,
    ...(service ? { service } : {}),
    urgent,
    fields,
    pageUrl: site.baseUrl ? new URL(lead.page, site.baseUrl).href : lead.page,
    receivedAt: inSwedishTime(lead.createdAt),
    subject,
    ...(lead.warning ? { warning: { kind: lead.warning.kind, detail: neutralise(lead.warning.detail) } } : {}),
    ...(/\P{ASCII}/u.test(email.slice(0, email.lastIndexOf('@'))) ? { replyCare: replyCareText } : {}),
  };
}
