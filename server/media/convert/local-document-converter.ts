/**
 * The document converter in this process: LibreOffice and poppler on this machine (documents.ts),
 * each step its own time- and memory-limited process. LibreOffice gets a user profile no other
 * running conversion holds (two at once on one profile hand their work to each other's process),
 * leased here so that whoever calls (the media queue, the converter service) need not know.
 */
import { join } from 'node:path';
import type { DocumentConverter } from './document-converter';
import { convertDocument } from './documents';

/** `profileRoot` holds one LibreOffice profile folder per conversion running at once, kept between runs (a fresh profile costs seconds). */
export function createLocalDocumentConverter(profileRoot: string): DocumentConverter {
  const leased = new Set<number>();
  return {
    async convert(job) {
      let slot = 0;
      while (leased.has(slot)) slot++;
      leased.add(slot);
      try {
        return await convertDocument({ ...job, profileDir: join(profileRoot, `office-profile-${slot}`) });
      } finally {
        leased.delete(slot);
      }
    },
  };
}
