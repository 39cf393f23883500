/** Server frames as JSON text; document JSON comes pre-encoded from `wire-doc.ts`. */
import type { WireError } from '@domain/protocol/messages';
import type { DocChange } from './doc-changes';
import { wireDocJson } from './wire-doc';

export const resOk = (id: number, result: unknown = null) => JSON.stringify({ t: 'res', id, ok: true, result });

/** A result that is already JSON text (documents encoded once). */
export const resOkJson = (id: number, resultJson: string) => `{"t":"res","id":${id},"ok":true,"result":${resultJson}}`;

export const resError = (id: number, error: WireError) => JSON.stringify({ t: 'res', id, ok: false, error });

export const errorFrame = (error: WireError) => JSON.stringify({ t: 'error', error });

export const subError = (sub: number, error: WireError) => JSON.stringify({ t: 'suberr', sub, error });

export const docFrame = (sub: number, docJson: string) => `{"t":"doc","sub":${sub},"doc":${docJson}}`;

export const queryInitialFrame = (sub: number, docsJson: string[]) => `{"t":"query","sub":${sub},"initial":true,"docs":[${docsJson.join(',')}]}`;

export function queryChangesFrame(sub: number, changes: DocChange[]): string {
  const items = changes.map(
    (c) => `{"type":"${c.type}","doc":${wireDocJson(c.doc.path, c.doc)},"oldIndex":${c.oldIndex},"newIndex":${c.newIndex}}`,
  );
  return `{"t":"query","sub":${sub},"initial":false,"changes":[${items.join(',')}]}`;
}
