/**
 * The mail outbox: every message the server sends is stored in an internal table and as an .eml
 * file under DATA_DIR/outbox, where the operator of this machine can read it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { InternalSql } from '../db/engine';
import { formatEml } from './eml';
import type { MailMessage } from './mail-message';

export type StoredMail = MailMessage & { id: string; createdAt: string; file: string };

type MailRow = { id: string; created_at: number; recipient: string; subject: string; body_text: string; body_html: string | null; file_name: string };

export type Outbox = {
  sendMail(message: MailMessage): Promise<StoredMail>;
  /** Newest first. */
  list(limit?: number): Promise<StoredMail[]>;
};

export async function createOutbox(sql: InternalSql, dataDir: string): Promise<Outbox> {
  const dir = join(dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  await sql.exec(`
    CREATE TABLE IF NOT EXISTS mail_outbox (
      id TEXT PRIMARY KEY,
      created_at BIGINT NOT NULL,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      body_text TEXT NOT NULL,
      body_html TEXT,
      file_name TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS mail_outbox_created ON mail_outbox (created_at DESC);
  `);

  const toMail = (row: MailRow): StoredMail => ({
    id: row.id,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    ...(row.body_html === null ? {} : { html: row.body_html }),
    file: row.file_name,
  });

  return {
    async sendMail(message) {
      const id = randomBytes(8).toString('hex');
      const date = new Date();
      const fileName = `${date.getTime()}-${id}.eml`;
      await writeFile(join(dir, fileName), formatEml(message, id, date), { mode: 0o600 });
      await sql.query(
        'INSERT INTO mail_outbox (id, created_at, recipient, subject, body_text, body_html, file_name) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [id, date.getTime(), message.to, message.subject, message.text, message.html ?? null, fileName],
      );
      return { ...message, id, createdAt: date.toISOString(), file: fileName };
    },

    async list(limit = 200) {
      const { rows } = await sql.query<MailRow>('SELECT * FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1', [limit]);
      return rows.map(toMail);
    },
  };
}
