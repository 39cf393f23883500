/**
 * Stored documents as wire JSON. Each stored version is encoded once and the text reused by
 * every frame that carries it, which keeps fan-out to many listeners cheap.
 */
import { lastSegment } from '@domain/documents/paths';
import type { StoredDoc } from '../db/engine';
import type { WireDoc } from '@domain/protocol/messages';
import { encodeValue } from '@domain/protocol/wire-values';

const encoded = new WeakMap<StoredDoc, string>();

export function toWireDoc(doc: StoredDoc): WireDoc {
  return { id: doc.id, path: doc.path, exists: true, data: encodeValue(doc.data) as Record<string, unknown>, version: doc.version };
}

export function missingWireDoc(path: string): WireDoc {
  return { id: lastSegment(path), path, exists: false, data: null, version: 0 };
}

/** The JSON text of a stored document, or of a missing one when `doc` is null. */
export function wireDocJson(path: string, doc: StoredDoc | null): string {
  if (!doc) return JSON.stringify(missingWireDoc(path));
  let text = encoded.get(doc);
  if (text === undefined) {
    text = JSON.stringify(toWireDoc(doc));
    encoded.set(doc, text);
  }
  return text;
}
