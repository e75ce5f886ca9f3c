/**
 * `npm run leads -- user invite --email ADRESS --role partner|admin|editor`: the operator's way
 * into the workspace (README "The workspace /konto"). The link goes by e-mail through SMTP_URL
 * and MAIL_FROM, as the lead notifications do, and is printed too, so that an operator without
 * SMTP can hand it over another way.
 */
import { invitationHours, invite, roleNames } from '../../server/accounts/invite';
import { accountMailer } from '../../server/accounts/mail';
export { builtBaseUrl } from '../../server/accounts/site-address';
import { roles, type Role } from '../../server/leads/account-store';
import type { LeadStore } from '../../server/leads/store';

const emailLike = /^[^@\s,<>]+@[^@\s,<>]+\.[^@\s,<>]+$/;

export const userUsage = '  npm run leads -- user invite --email ADRESS --role partner|admin|editor';

export interface UserCommand {
  email?: string;
  role?: string;
  baseUrl?: string;
  smtp?: { smtpUrl: string; from: string };
}

/** What is wrong with the command, in Swedish, or nothing. */
export function userCommandProblem(action: string | undefined, { email, role, baseUrl }: UserCommand): string | undefined {
  if (action !== 'invite') return `user behöver underkommandot invite.\n${userUsage}`;
  if (!email || !emailLike.test(email)) return `user invite behöver --email med personens e-postadress.\n${userUsage}`;
  if (!roles.includes(role as Role)) return `user invite behöver --role partner, admin eller editor (inte "${role ?? ''}").\n${userUsage}`;
  if (!baseUrl) return 'Webbplatsens adress saknas: bygg webbplatsen (npm run build) så att inbjudningslänken får adressen från site.yaml.';
  return undefined;
}

export async function inviteUser(
  store: LeadStore,
  { email, role, baseUrl, smtp }: Required<Pick<UserCommand, 'email' | 'role' | 'baseUrl'>> & UserCommand,
): Promise<string> {
  const outcome = await invite(store, { email: email.trim(), role: role as Role, baseUrl, ...(smtp ? { mailer: accountMailer(smtp) } : {}) });
  return [
    `Inbjudan som ${roleNames[role as Role]} till ${email.trim().toLowerCase()} gäller i ${invitationHours} timmar och kan användas en gång:`,
    outcome.link,
    outcome.notMailed ? `Inget mejl skickades (${outcome.notMailed}): lämna över länken på annat säkert sätt.` : 'Länken har också skickats med e-post.',
  ].join('\n');
}
