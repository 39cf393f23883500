/** The address-verification message, worded like Firebase Auth's default template. */
import { escapeHtml } from '../http/respond';
import type { MailMessage } from './mail-message';

export function verificationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your email for EventDesk',
    text: [
      'Hello,',
      'Follow this link to verify your email address.',
      link,
      "If you didn't ask to verify this address, you can ignore this email.",
      'Thanks,',
      'Your EventDesk team',
    ].join('\n\n'),
    html: `<p>Hello,</p><p>Follow this link to verify your email address.</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you didn't ask to verify this address, you can ignore this email.</p><p>Thanks,</p><p>Your EventDesk team</p>`,
  };
}
