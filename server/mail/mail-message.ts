/** A message as the server composes it, before the outbox stores it (and SMTP would send it). */
export type MailMessage = { to: string; subject: string; text: string; html?: string };
