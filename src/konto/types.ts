/** The shapes of /konto/api's answers (docs/konto-api.md). */
import type { AuditDetail } from './audit-words';
import type { Status } from './texts';

export type Role = 'partner' | 'admin' | 'editor';

export interface Me {
  email: string;
  role: Role;
}

export interface LeadSummary {
  id: number;
  kind: string;
  kindLabel: string;
  urgent: boolean;
  service: string | null;
  company: string | null;
  person: string | null;
  email: string | null;
  phone: string | null;
  status: Status;
  createdAt: string;
  lastContactAt: string | null;
  unread: boolean;
  spam: string[] | null;
  /** Looks like phishing or a fake invoice: marked wherever it is shown, held or released. */
  warning: { kind: 'phishing' | 'invoice'; text: string } | null;
  /** Said beside the address when answering it may need care (å, ä or ö before the @). */
  replyCare: string | null;
}

export interface LeadDetail extends LeadSummary {
  page: string;
  answers: { label: string; value: string }[];
  notifications: { channel: 'email' | 'webhook'; status: 'pending' | 'sent' | 'failed'; attempts: number; lastError: string | null }[];
  notes: { id: number; at: string; author: string | null; text: string; contactedAt: string | null }[];
}

export interface LeadList {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
  latestId: number | null;
}

export interface NewLeads {
  leads: LeadSummary[];
  unread: number;
  latestId: number | null;
}

export interface AuditEntry {
  id: number;
  at: number;
  userId: number | null;
  email: string | null;
  action: string;
  leadId: number | null;
  detail: AuditDetail | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  actions: string[];
}

export interface PasskeyInfo {
  id: number;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface Account {
  id: number;
  email: string;
  role: Role;
  secondFactor: boolean;
  createdAt: number | string;
}

/** An export to Excel as the server prepares it (docs/konto-api.md `ExportState`). */
export interface ExportState {
  id: string;
  status: 'preparing' | 'ready' | 'failed';
  startedAt: string;
  leads: number | null;
  message: string | null;
}
