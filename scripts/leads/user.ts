/**
 * `npm run leads -- user invite --email ADRESS --role partner|admin|editor`: the operator's way
 * into the workspace (README "The workspace /konto"). The link goes by e-mail through SMTP_URL
 * and MAIL_FROM, as the lead notifications do, and is printed too, so that an operator without
 * SMTP can hand it over another way. `user unlock --email ADRESS` forgets the address's failed
 * sign-ins, which lifts its back-off at once (docs/decisions.md 141).
 */
import { unlockAccount } from '~/server/accounts/back-off';
import { invitationHours, invite, roleNames } from '~/server/accounts/invite';
import { accountMailer } from '~/server/accounts/mail';
import { roles, type Role } from '~/server/leads/account-store';
import type { LeadStore } from '~/server/leads/store';

const emailLike = /^[^@\s,<>]+@[^@\s,<>]+\.[^@\s,<>]+$/;

export const userUsage = ['  npm run leads -- user invite --email ADRESS --role partner|admin|editor', '  npm run leads -- user unlock --email ADRESS'].join(
  '\n',
);

export interface UserCommand {
  email?: string;
  role?: string;
  baseUrl?: string;
  smtp?: { smtpUrl: string; from: string };
}

export interface Invitation {
  email: string;
  role: Role;
  baseUrl: string;
}

const isRole = (role: string | undefined): role is Role => roles.some((known) => known === role);

/** The invitation or unlock the command asks for, or what is wrong with it, in Swedish. */
export function parseUserCommand(
  action: string | undefined,
  { email, role, baseUrl }: UserCommand,
): { invitation: Invitation } | { unlock: { email: string } } | { problem: string } {
  if (action !== 'invite' && action !== 'unlock') return { problem: `user behöver underkommandot invite eller unlock.\n${userUsage}` };
  if (!email || !emailLike.test(email)) return { problem: `user ${action} behöver --email med personens e-postadress.\n${userUsage}` };
  if (action === 'unlock') return { unlock: { email } };
  if (!isRole(role)) return { problem: `user invite behöver --role partner, admin eller editor (inte "${role ?? ''}").\n${userUsage}` };
  if (!baseUrl) return { problem: 'Webbplatsens adress saknas: bygg webbplatsen (npm run build) så att inbjudningslänken får adressen från site.yaml.' };
  return { invitation: { email, role, baseUrl } };
}

export async function inviteUser(store: LeadStore, { email, role, baseUrl, smtp }: Invitation & Pick<UserCommand, 'smtp'>): Promise<string> {
  const outcome = await invite(store, { email: email.trim(), role, baseUrl, ...(smtp ? { mailer: accountMailer(smtp) } : {}) });
  return [
    `Inbjudan som ${roleNames[role]} till ${email.trim().toLowerCase()} gäller i ${invitationHours} timmar och kan användas en gång:`,
    outcome.link,
    outcome.notMailed ? `Inget mejl skickades (${outcome.notMailed}): lämna över länken på annat säkert sätt.` : 'Länken har också skickats med e-post.',
  ].join('\n');
}

export async function unlockUser(store: LeadStore, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const { forgotten, account } = await unlockAccount(store, address);
  return [
    `${forgotten} misslyckade inloggningsförsök för ${address} är glömda: inloggningen väntar inte längre på något nätverk.`,
    ...(account ? [] : ['Inget konto har den adressen (försöken räknades ändå, som för alla adresser).']),
  ].join('\n');
}
