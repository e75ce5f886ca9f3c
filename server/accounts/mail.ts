/**
 * E-mail to a person with an account (an invitation, a notice of failed sign-ins), through the
 * same SMTP set-up as the lead notifications (SMTP_URL, MAIL_FROM; server/leads/notify.ts).
 */
import { smtpTransport } from '../leads/notify';

export interface AccountMail {
  to: string;
  subject: string;
  text: string;
}

export type AccountMailer = (mail: AccountMail) => Promise<void>;

export function accountMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): AccountMailer {
  const transport = smtpTransport(smtpUrl);
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from, to, subject, text });
  };
}
