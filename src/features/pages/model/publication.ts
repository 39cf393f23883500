/**
 * What the pages list, the builder and the preview say about a page's publication: one rule, so
 * a page never published reads "Not published" everywhere (issue 30), whatever its draft holds.
 */
export type Publication = { label: 'Not published' | 'Published' | 'Unpublished changes'; colour: 'default' | 'green' | 'orange' };

export function publicationOf(published: boolean, unpublishedChanges: boolean): Publication {
  if (!published) return { label: 'Not published', colour: 'default' };
  return unpublishedChanges ? { label: 'Unpublished changes', colour: 'orange' } : { label: 'Published', colour: 'green' };
}
