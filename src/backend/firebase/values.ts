/**
 * Translation between the port's value model (Dates, `{__sentinel__}` objects) and Firestore's
 * (Timestamps, FieldValues). Vendor types never leave this folder.
 */
import {
  arrayRemove,
  arrayUnion,
  Bytes,
  deleteField,
  DocumentReference,
  GeoPoint,
  increment,
  serverTimestamp,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { isSentinel, type DocData, type DocValue, type WriteData, type WriteValue } from '@domain/documents/values';

/** A value as Firestore's SDK accepts it in writes and query filters. */
export type FirestoreValue = unknown;

export function toFirestoreValue(value: WriteValue): FirestoreValue {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isSentinel(value)) {
    switch (value.__sentinel__) {
      case 'serverTimestamp':
        return serverTimestamp();
      case 'increment':
        return increment(value.by);
      case 'arrayUnion':
        return arrayUnion(...value.values.map(toFirestoreValue));
      case 'arrayRemove':
        return arrayRemove(...value.values.map(toFirestoreValue));
      case 'deleteField':
        return deleteField();
    }
  }
  if (value !== null && typeof value === 'object') return toFirestoreData(value as WriteData);
  return value;
}

export function toFirestoreData(data: WriteData): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(data)) out[key] = toFirestoreValue(value);
  return out;
}

/**
 * Firestore types the port does not model are turned into plain values so that data written by
 * other clients still reads: references as their path, geopoints as coordinates, bytes as base64.
 */
export function fromFirestoreValue(value: unknown): DocValue {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Bytes) return value.toBase64();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (value !== null && typeof value === 'object') return fromFirestoreData(value as DocumentData);
  return value as DocValue;
}

export function fromFirestoreData(data: DocumentData): DocData {
  const out: DocData = {};
  for (const [key, value] of Object.entries(data)) out[key] = fromFirestoreValue(value);
  return out;
}
