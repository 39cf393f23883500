import type { LinkKind } from '@domain/permissions/link-roles';

export type { LinkKind };

/**
 * Links that work without a member's role (spec 001 section 6): a page opened from one hands its
 * token to the backend, and reads and writes the link grants work from then on, until the link is
 * replaced (then they fail with `permission-denied`).
 */
export interface LinkService {
  /** Rejects with `permission-denied` when the token is not the link's current one. */
  open(kind: LinkKind, resourceId: string, token: string): Promise<void>;
  /** Lets go of a link this backend holds (a presenter who leaves goes offline); nothing when it holds none. */
  close(kind: LinkKind, resourceId: string): Promise<void>;
}
