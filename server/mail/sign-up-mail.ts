/**
 * The mail that finishes a sign-up: the account exists only once its link is followed, so
 * whoever signs up must hold the address (auth-service.ts).
 */
import { escapeHtml } from '../http/respond';
import type { MailMessage } from './mail-message';

export function signUpMail(to: string, link: string, validHours: number): MailMessage {
  const lines = [
    'Hello,',
    'Follow this link to finish creating your EventDesk account:',
    link,
    `The link works once, for ${validHours} hours.`,
    "If you didn't sign up, you can ignore this email: no account is created without this link.",
    'Thanks,',
    'Your EventDesk team',
  ];
  return {
    to,
    subject: 'Finish signing up for EventDesk',
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${line === link ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(line)}</p>`).join('\n'),
  };
}
