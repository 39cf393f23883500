/** DATABASE_URL as the server reads it: which addresses it takes, and how messages name them. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { describeDatabaseUrl } from './postgres-driver';

describe('DATABASE_URL', () => {
  it('is optional, takes postgres:// and postgresql:// addresses, and refuses anything else by name', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://app:pw@db.internal:5433/events' }).databaseUrl).toBe('postgres://app:pw@db.internal:5433/events');
    expect(loadConfig({ DATABASE_URL: 'postgresql://app@localhost/events?host=/run/postgresql' }).databaseUrl).toBe('postgresql://app@localhost/events?host=/run/postgresql');
    for (const wrong of ['mysql://app@db/events', 'db.internal:5432/events']) {
      expect(() => loadConfig({ DATABASE_URL: wrong })).toThrow('Invalid server configuration:\n  DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
  });

  it('is named in messages by host (or socket folder), port and database, never by its password', () => {
    expect(describeDatabaseUrl('postgres://app:s3cret@db.internal:5433/events')).toBe('db.internal, port 5433, database events');
    expect(describeDatabaseUrl('postgres://app@db.internal/events')).toBe('db.internal, port 5432, database events');
    expect(describeDatabaseUrl('postgres://app@localhost/events?host=%2Frun%2Fpostgresql')).toBe('the socket in /run/postgresql, port 5432, database events');
    expect(describeDatabaseUrl('postgres://app:s3cret@db.internal')).toBe('db.internal, port 5432, database app');
  });
});
