/**
 * Test support for the media library: a temporary server with an event whose producer, viewer
 * and a stranger are signed in, the event's top-level folder, an upload helper, and counters of
 * the records and stored files a case must not leave behind.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaRecord } from '@domain/media/media-record';
import type { HttpSession } from '@server/testing/http-session';
import { organizationWrites } from '@server/testing/organization-writes';
import type { StartOptions } from '@server/app';
import { TempServer } from '@server/testing/temp-server';

export type Member = { browser: HttpSession; uid: string };

export class MediaServer {
  readonly server: TempServer;
  readonly eventId = 'media-event';
  readonly orgId = 'media-org';
  producer!: Member;
  viewer!: Member;
  stranger!: Member;
  rootFolder = 'root';

  /** `options`: the server's own, e.g. another document converter. */
  constructor(options: Partial<StartOptions> = {}) {
    this.server = new TempServer(options);
  }

  async start(): Promise<void> {
    await this.server.start();
    this.producer = await this.server.signedUp('producer@example.com');
    this.viewer = await this.server.signedUp('viewer@example.com');
    this.stranger = await this.server.signedUp('stranger@example.com');
    await this.server.running.engine.commit([
      ...organizationWrites(this.orgId, 'Media Org', [[this.producer, 'owner']], [this.eventId]),
      { type: 'set', path: `events/${this.eventId}`, data: { title: 'Media event', organization: this.orgId } },
      { type: 'set', path: `resourceAccess/${this.eventId}`, data: { type: 'event', users: [this.producer.uid, this.viewer.uid] } },
      { type: 'set', path: `resourceAccess/${this.eventId}/permissions/${this.producer.uid}`, data: { permission: 'producer' } },
      { type: 'set', path: `resourceAccess/${this.eventId}/permissions/${this.viewer.uid}`, data: { permission: 'viewer' } },
    ]);
    const root = await this.call(this.producer, 'ensureMediaRoot', { resourceId: this.eventId });
    if (root.status !== 200) throw new Error(`ensureMediaRoot answered ${root.status}: ${root.text}`);
  }

  call(member: Member | null, name: string, input: unknown) {
    return (member?.browser ?? this.server.session()).post(`/api/call/${name}`, input);
  }

  async upload(member: Member | null, name: string, body: Uint8Array, options: { folderId?: string; resourceId?: string; contentType?: string } = {}) {
    const query = new URLSearchParams({ resourceId: options.resourceId ?? this.eventId, folderId: options.folderId ?? this.rootFolder, name });
    const send = () =>
      (member?.browser ?? this.server.session()).request(`/api/media/upload?${query}`, {
        method: 'PUT',
        body,
        headers: { 'content-type': options.contentType ?? 'application/octet-stream' },
      });
    try {
      return await send();
    } catch (error) {
      // A kept-alive connection the server closed for idleness just as the request went out
      // (a slow, loaded machine): the server never read it, so sending it again is the same request.
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
      return send();
    }
  }

  async record(processId: string): Promise<MediaRecord> {
    const doc = await this.server.running.engine.get(`mediaStorage/${processId}`);
    if (!doc) throw new Error(`no record mediaStorage/${processId}`);
    return { ...(doc.data as MediaRecord), id: doc.id };
  }

  /** Uploads and waits until the server has processed everything queued. */
  async uploadAndProcess(name: string, body: Uint8Array): Promise<MediaRecord> {
    const res = await this.upload(this.producer, name, body);
    if (res.status !== 200) throw new Error(`upload of ${name} answered ${res.status}: ${res.text}`);
    await this.server.running.mediaIdle();
    return this.record(res.json.processId);
  }

  async recordCount(): Promise<number> {
    return (await this.server.running.engine.list({ path: 'mediaStorage' })).length;
  }

  /** Stored media files on disk, finished or half-written. */
  storedFiles(): string[] {
    const list = (dir: string): string[] =>
      existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(join(dir, e.name)) : [join(dir, e.name)])) : [];
    return [...list(join(this.server.dataDir, 'files', 'mediaStorage')), ...list(join(this.server.dataDir, 'files-tmp'))];
  }

  async fetchFile(url: string): Promise<Response> {
    return fetch(new URL(url, this.server.url));
  }

  dispose(): Promise<void> {
    return this.server.dispose();
  }
}
