/**
 * Inviting a person to the workspace (`npm run leads -- user invite`): a one-time link that
 * expires after INVITATION_HOURS, sent by e-mail and shown to the operator. The token travels in
 * the link's fragment (#…), which browsers never send to a server, so it stays out of access
 * logs and Referer headers; the page at /konto/inbjudan reads it in the browser. The database
 * keeps only its hash (secrets.ts). docs/decisions.md 59.
 */
import type { Role } from '../leads/account-store';
import type { LeadStore } from '../leads/store';
import type { AccountMailer } from './mail';
import { hashSecret, newSecret } from './secrets';

export const invitationHours = 72;
export const invitationPath = '/konto/inbjudan';

export const roleNames: Record<Role, string> = { partner: 'partner', admin: 'administratör', editor: 'redaktör' };

export interface InviteOutcome {
  link: string;
  expiresAt: number;
  /** Why no e-mail went out, if none did. */
  notMailed?: string;
}

export function invitationMail(link: string, role: Role, expiresAt: number) {
  const until = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Stockholm' }).format(expiresAt);
  return {
    subject: 'Inbjudan till arbetsytan',
    text: [
      'Hej!',
      '',
      `Du har bjudits in till webbplatsens arbetsyta som ${roleNames[role]}.`,
      'Öppna länken för att välja lösenord och lägga till din andra inloggningsfaktor:',
      '',
      link,
      '',
      `Länken kan användas en gång och gäller till ${until}.`,
      'Om du inte väntade dig den här inbjudan kan du bortse från mejlet.',
    ].join('\n'),
  };
}

export async function invite(
  store: LeadStore,
  { email, role, baseUrl, mailer, now = Date.now() }: { email: string; role: Role; baseUrl: string; mailer?: AccountMailer; now?: number },
): Promise<InviteOutcome> {
  const token = newSecret();
  const expiresAt = now + invitationHours * 3_600_000;
  await store.accounts.invite({ tokenHash: hashSecret(token), email, role, now, expiresAt });
  // The operator's reset also lifts the back-off (docs/decisions.md 141): the person can use the link and sign in at once.
  await store.accounts.clearFailedLogins(email);
  await store.accounts.audit({ at: now, userId: null, action: 'user.invite' });
  const link = `${baseUrl.replace(/\/+$/, '')}${invitationPath}#${token}`;
  if (!mailer) return { link, expiresAt, notMailed: 'SMTP_URL är inte satt' };
  try {
    await mailer({ to: email, ...invitationMail(link, role, expiresAt) });
    return { link, expiresAt };
  } catch (error) {
    return { link, expiresAt, notMailed: `SMTP: ${(error as Error).message}` };
  }
}
