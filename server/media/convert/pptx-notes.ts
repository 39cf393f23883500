/**
 * The speaker notes of a pptx, one string per slide in show order (spec 002: each slide keeps
 * its notes). Read from the package's XML: presentation.xml lists the slides in order, each
 * slide's relationships name its notes part, and the notes part's body placeholder holds the
 * text. Hidden slides are left out, as the PDF export leaves them out.
 */
import { unzipSync } from 'fflate';

/** Only the parts read here are inflated, each at most this large (a zip bomb stops here). */
const MAX_PART_BYTES = 8 * 1024 * 1024;

export class PptxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PptxError';
  }
}

const wanted = (name: string) =>
  name === 'ppt/presentation.xml' ||
  name === 'ppt/_rels/presentation.xml.rels' ||
  /^ppt\/slides\/(_rels\/)?slide\d+\.xml(\.rels)?$/.test(name) ||
  /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name);

function readParts(pptx: Uint8Array): Map<string, string> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(pptx, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        if (file.originalSize > MAX_PART_BYTES) throw new PptxError(`${file.name} is too large`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof PptxError) throw error;
    throw new PptxError(`not a readable pptx package (${(error as Error).message})`);
  }
  const decoder = new TextDecoder();
  return new Map(Object.entries(files).map(([name, bytes]) => [name, decoder.decode(bytes)]));
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');

/** Relationship id -> target, resolved against the folder of the part that owns the rels. */
function relationships(xml: string | undefined, baseDir: string): Map<string, { type: string; target: string }> {
  const map = new Map<string, { type: string; target: string }>();
  for (const m of (xml ?? '').matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(m[1])?.[1] ?? '';
    map.set(attr('Id'), { type: attr('Type'), target: resolvePart(baseDir, decodeXml(attr('Target'))) });
  }
  return map;
}

function resolvePart(baseDir: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : `${baseDir}/${target}`).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p && p !== '.') out.push(p);
  }
  return out.join('/');
}

/** The text of the notes part's body placeholder: paragraphs on their own lines. */
function notesText(xml: string): string {
  for (const shape of xml.matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g)) {
    if (!/<p:ph\b[^>]*\btype="body"/.test(shape[1])) continue;
    const paragraphs = [...shape[1].matchAll(/<a:p>([\s\S]*?)<\/a:p>|<a:p\/>/g)].map((p) =>
      [...(p[1] ?? '').matchAll(/<a:t>([^<]*)<\/a:t>|<a:t\/>|<a:br\/>/g)].map((t) => (t[0] === '<a:br/>' ? '\n' : decodeXml(t[1] ?? ''))).join(''),
    );
    return paragraphs.join('\n').trim();
  }
  return '';
}

export function readPptxNotes(pptx: Uint8Array): string[] {
  const parts = readParts(pptx);
  const presentation = parts.get('ppt/presentation.xml');
  if (!presentation) throw new PptxError('the package has no ppt/presentation.xml');
  const presRels = relationships(parts.get('ppt/_rels/presentation.xml.rels'), 'ppt');
  const list = /<p:sldIdLst>([\s\S]*?)<\/p:sldIdLst>/.exec(presentation)?.[1] ?? '';
  const notes: string[] = [];
  for (const entry of list.matchAll(/<p:sldId\b[^>]*\br:id="([^"]+)"/g)) {
    const slidePath = presRels.get(entry[1])?.target;
    const slide = slidePath ? parts.get(slidePath) : undefined;
    if (!slidePath || !slide) continue;
    if (/<p:sld\b[^>]*\bshow="(0|false)"/.test(slide)) continue;
    const name = slidePath.slice(slidePath.lastIndexOf('/') + 1);
    const dir = slidePath.slice(0, slidePath.lastIndexOf('/'));
    const rels = relationships(parts.get(`${dir}/_rels/${name}.rels`), dir);
    const notesPath = [...rels.values()].find((r) => r.type.endsWith('/notesSlide'))?.target;
    const notesXml = notesPath ? parts.get(notesPath) : undefined;
    notes.push(notesXml ? notesText(notesXml) : '');
  }
  return notes;
}
