/**
 * One lead of each form, with the details a partner's e-mail shows (an urgent start, Swedish
 * letters, markup-like text): the lead e-mail's unit tests and its look in a browser
 * (tests/e2e/lead-email.spec.ts) render the same leads.
 */
import type { StoredLead } from '~/server/leads/store';

const common = { company: 'Brådskande Bygg AB', name: 'Karin Öst', email: 'karin.ost@bradskandebygg.se', revenue: '15-30' };
export const sampleLeads: Record<'lead' | 'enquiry' | 'booking', StoredLead> = {
  lead: {
    id: 7,
    kind: 'lead',
    page: '/',
    createdAt: '2026-01-15T08:30:00.000Z',
    idempotencyKey: 'k1',
    payloadHash: 'h',
    fields: { ...common, phone: '0701234567', priority: 'Likviditet\noch budget <nästa> år & "mer".' },
  },
  enquiry: {
    id: 8,
    kind: 'enquiry',
    page: '/finansiell-analys',
    createdAt: '2026-07-01T08:05:00.000Z',
    idempotencyKey: 'k2',
    payloadHash: 'h',
    fields: {
      service: 'Finansiell analys',
      ...common,
      phone: '+46 70 123 45 67',
      urgency: 'inom-1-vecka',
      budget: 'over-200-000-kr-man',
      topic: 'lonsamhet-per-segment',
      message: 'Vi behöver hjälp direkt.',
    },
  },
  booking: {
    id: 9,
    kind: 'booking',
    page: '/boka-mote',
    createdAt: '2026-03-29T00:30:00.000Z',
    idempotencyKey: 'k3',
    payloadHash: 'h',
    fields: {
      ...common,
      phone: '070-123 45 67',
      meetingFormat: 'video',
      preferredTime: 'morning',
      urgency: 'week',
      topic: 'interim-cfo',
      message: 'Gärna en förmiddag.',
    },
  },
};
