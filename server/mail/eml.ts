/** Formats a message as an RFC 5322 .eml file that any mail client can open. */
import type { MailMessage } from './mail-message';

export const MAIL_FROM = 'EventDesk <no-reply@eventdesk.local>';

/** Header values never carry line breaks, so a recipient or subject cannot add headers. */
function headerValue(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`;
}

function base64Lines(text: string): string {
  return (Buffer.from(text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

export function formatEml(message: MailMessage, id: string, date: Date): string {
  const headers = [
    `From: ${MAIL_FROM}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${id}@eventdesk.local>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) =>
    [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join('\r\n');
  if (message.html === undefined) return [...headers, part('text/plain', message.text), ''].join('\r\n');
  const boundary = `=_${id}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', message.text),
    `--${boundary}`,
    part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
