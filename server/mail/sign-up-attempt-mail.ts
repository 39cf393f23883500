/**
 * What the owner of an account gets when someone signs up with its address: sign-up answers the
 * same whether or not the address has an account (auth-service.ts), so the owner, and only the
 * owner, learns it here, with the ways back in.
 */
import { escapeHtml } from '../http/respond';
import type { MailMessage } from './mail-message';

export function signUpAttemptMail(to: string, signInLink: string, resetLink: string): MailMessage {
  const lines = [
    'Hello,',
    'Someone just tried to create an EventDesk account with this email address, which already has one.',
    'If it was you, sign in instead:',
    signInLink,
    'Forgot your password? Choose a new one here:',
    resetLink,
    "If it wasn't you, you can ignore this email: nothing changed on your account.",
    'Thanks,',
    'Your EventDesk team',
  ];
  const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
  return {
    to,
    subject: 'Sign-up attempt with your EventDesk address',
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${line === signInLink || line === resetLink ? link(line) : escapeHtml(line)}</p>`).join('\n'),
  };
}
