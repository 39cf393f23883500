/**
 * How the table reaches a page number (issue 31) when the server pages by cursors: from the
 * nearest page it has read (each answer gives the cursors at its edges) or from either end of the
 * list, skipping as few participants as it can. The server skips at most PARTICIPANT_MAX_SKIP in
 * one call, enough for every page number the pager shows (the current page's neighbours, five
 * pages either way, both ends); a page further than that from all it knows is reached in steps.
 */
import { PARTICIPANT_MAX_SKIP } from '@domain/participants/participant-listing';

/** The cursors a page's answer gave: where the page before it ends and where the next starts. */
export type PageEdges = { previous: string | null; next: string | null };

export type PageRequest = {
  cursor?: string;
  backwards: boolean;
  skip: number;
  pageSize: number;
  /** The page read from: 0 is the start of the list, the page after the last is its end. */
  from: number;
};

/** The cheapest single read of `page` (from 1) that the pages known and the total allow. */
export function pageRequest(page: number, pageSize: number, total: number | null, known: ReadonlyMap<number, PageEdges>): PageRequest {
  const options: PageRequest[] = [{ backwards: false, skip: (page - 1) * pageSize, pageSize, from: 0 }];
  if (total !== null) {
    const after = total - page * pageSize;
    const end = Math.ceil(total / pageSize) + 1;
    // The last page holds what is left, and is read from the end as that many.
    options.push(after >= 0 ? { backwards: true, skip: after, pageSize, from: end } : { backwards: true, skip: 0, pageSize: Math.max(1, pageSize + after), from: end });
  }
  for (const [at, edges] of known) {
    if (at < page && edges.next) options.push({ cursor: edges.next, backwards: false, skip: (page - at - 1) * pageSize, pageSize, from: at });
    if (at > page && edges.previous) options.push({ cursor: edges.previous, backwards: true, skip: (at - page - 1) * pageSize, pageSize, from: at });
  }
  return options.reduce((best, option) => (option.skip < best.skip ? option : best));
}

/** The page as far towards `page` as one read from the request's starting page reaches: null when `page` itself is in reach. */
export function stepTowards(request: PageRequest, pageSize: number): number | null {
  if (request.skip <= PARTICIPANT_MAX_SKIP) return null;
  const reach = Math.floor(PARTICIPANT_MAX_SKIP / pageSize) + 1;
  return request.backwards ? request.from - reach : request.from + reach;
}
