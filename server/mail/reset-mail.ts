/** The password reset message, worded like Firebase Auth's default template. */
import { escapeHtml } from '../http/respond';
import type { MailMessage } from './mail-message';

export function resetMail(to: string, link: string, validMinutes: number): MailMessage {
  const validity = `The link works once, for ${validMinutes} minutes.`;
  return {
    to,
    subject: 'Reset your password for EventDesk',
    text: [
      'Hello,',
      'Follow this link to choose a new password for your EventDesk account.',
      link,
      validity,
      "If you didn't ask to reset your password, you can ignore this email: your password stays as it is.",
      'Thanks,',
      'Your EventDesk team',
    ].join('\n\n'),
    html: `<p>Hello,</p><p>Follow this link to choose a new password for your EventDesk account.</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${validity}</p><p>If you didn't ask to reset your password, you can ignore this email: your password stays as it is.</p><p>Thanks,</p><p>Your EventDesk team</p>`,
  };
}
