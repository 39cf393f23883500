/** The local media server's transcoders, kept in an internal table so they survive a restart. */
import type { InternalSql } from '@server/db/engine';
import { transcoderOptionsSchema, type TranscoderOptions } from '@domain/streams/transcoder-options';

/** 'recording': stopped, its recording being made. */
export type DesiredState = 'stopped' | 'running' | 'recording';

export type TranscoderRow = { id: string; streamKey: string; options: TranscoderOptions; state: DesiredState };

type Row = { id: string; stream_key: string; options: string; state: string };

const toRow = (row: Row): TranscoderRow => ({
  id: row.id,
  streamKey: row.stream_key,
  options: transcoderOptionsSchema.parse(JSON.parse(row.options)),
  state: row.state === 'running' || row.state === 'recording' ? row.state : 'stopped',
});

export async function createTranscoderStore(sql: InternalSql) {
  await sql.exec(`
    CREATE TABLE IF NOT EXISTS local_transcoders (
      id TEXT PRIMARY KEY,
      stream_key TEXT NOT NULL UNIQUE,
      options TEXT NOT NULL,
      state TEXT NOT NULL,
      created_at BIGINT NOT NULL
    );
  `);
  return {
    async insert(row: TranscoderRow): Promise<void> {
      await sql.query('INSERT INTO local_transcoders (id, stream_key, options, state, created_at) VALUES ($1, $2, $3, $4, $5)', [
        row.id,
        row.streamKey,
        JSON.stringify(row.options),
        row.state,
        Date.now(),
      ]);
    },
    async get(id: string): Promise<TranscoderRow | null> {
      const { rows } = await sql.query<Row>('SELECT id, stream_key, options, state FROM local_transcoders WHERE id = $1', [id]);
      return rows[0] ? toRow(rows[0]) : null;
    },
    async byKey(streamKey: string): Promise<TranscoderRow | null> {
      const { rows } = await sql.query<Row>('SELECT id, stream_key, options, state FROM local_transcoders WHERE stream_key = $1', [streamKey]);
      return rows[0] ? toRow(rows[0]) : null;
    },
    async all(): Promise<TranscoderRow[]> {
      const { rows } = await sql.query<Row>('SELECT id, stream_key, options, state FROM local_transcoders ORDER BY created_at');
      return rows.map(toRow);
    },
    async setState(id: string, state: DesiredState): Promise<void> {
      await sql.query('UPDATE local_transcoders SET state = $2 WHERE id = $1', [id, state]);
    },
    async remove(id: string): Promise<void> {
      await sql.query('DELETE FROM local_transcoders WHERE id = $1', [id]);
    },
  };
}
