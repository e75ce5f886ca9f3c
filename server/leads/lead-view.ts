/**
 * A stored lead as a person reads it, for the e-mail, the webhook's labels and the export: every
 * field under the question the visitor saw and every choice by the label the visitor picked,
 * taken from the same built form specs the page rendered (dist/_endpoint/forms.json, written by
 * the build from the content). A lead from a form that has since changed or gone still reads
 * well: fields the spec does not know keep a plain Swedish name and their value as stored.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointFiles } from '../../src/lead-form/contract';
import type { FieldSpec } from '../../src/lead-form/form-spec';
import type { LeadKind } from '../../src/lead-form/fields';
import { bookingOptions, optionLabel } from '../../src/lead-form/options';
import { loadFormSpecs, type FormSpecs } from './form-specs';
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
}

/** What the server knows about the built site: its forms and its address. */
export interface SiteFacts {
  forms: FormSpecs;
  baseUrl?: string;
}

export function loadSiteFacts(distDir: string): SiteFacts {
  let baseUrl: string | undefined;
  try {
    baseUrl = (JSON.parse(readFileSync(path.join(distDir, endpointFiles.site), 'utf8')) as { baseUrl?: string }).baseUrl;
  } catch {
    // An older build without site.json: page links stay paths.
  }
  return { forms: loadFormSpecs(distDir), ...(baseUrl ? { baseUrl } : {}) };
}

export const kindTitles: Record<string, string> = { lead: 'Kontaktförfrågan', enquiry: 'Förfrågan om tjänst', booking: 'Bokningsförfrågan' };

/** Names for fields no current form spec describes, in the forms' order. */
const fallbackLabels: Record<string, string> = {
  service: 'Tjänst',
  company: 'Företag',
  name: 'Namn',
  email: 'E-post',
  phone: 'Telefon',
  meetingFormat: 'Mötesform',
  preferredTime: 'Önskad tid',
  revenue: 'Årsomsättning',
  urgency: 'Start / brådska',
  budget: 'Budget',
  topic: 'Ämne',
  priority: 'Vad vill ni prioritera?',
  message: 'Meddelande',
};
const fieldOrder = Object.keys(fallbackLabels);

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

/** Text for a header line: no line breaks, no control characters, bounded. */
const oneLine = (text: string, max = 80) => {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function readable(specField: FieldSpec | undefined, field: string, value: string, kind: LeadKind | string): ReadableField {
  const options = specField?.options ?? (kind === 'booking' ? bookingOptions[field as keyof typeof bookingOptions] : field === 'revenue' ? bookingOptions.revenue : undefined);
  return { field, label: specField?.label ?? fallbackLabels[field] ?? field, value, text: optionLabel(options, value) };
}

export function leadView(lead: StoredLead, site: SiteFacts): LeadView {
  const spec = site.forms(lead.page, lead.kind as LeadKind);
  const specFields = new Map((spec?.fields ?? []).map((f) => [f.name, f]));
  const names = Object.keys(lead.fields).sort((a, b) => (fieldOrder.indexOf(a) + 1 || 99) - (fieldOrder.indexOf(b) + 1 || 99));
  const fields = names.map((name) => readable(specFields.get(name), name, lead.fields[name]!, lead.kind));
  const text = (name: string) => fields.find((f) => f.field === name)?.text;
  const urgencyOptions = specFields.get('urgency')?.options ?? (lead.kind === 'booking' ? bookingOptions.urgency : undefined);
  // The forms list their start choices soonest first (site.yaml, the pages, options.ts).
  const urgent = lead.fields.urgency !== undefined && urgencyOptions?.[0]?.value === lead.fields.urgency;
  const service = lead.kind === 'enquiry' ? text('service') : lead.kind === 'booking' ? text('topic') : undefined;
  const kindTitle = kindTitles[lead.kind] ?? 'Förfrågan';
  const who = [text('company'), text('name')].filter(Boolean).join(', ');
  const subject = `${urgent ? '[Brådskande] ' : ''}${oneLine(service ?? kindTitle)} – ${oneLine(who, 120)}`;
  return {
    id: lead.id,
    kindTitle,
    ...(service ? { service } : {}),
    urgent,
    fields,
    pageUrl: site.baseUrl ? new URL(lead.page, site.baseUrl).href : lead.page,
    receivedAt: inSwedishTime(lead.createdAt),
    subject,
  };
}
