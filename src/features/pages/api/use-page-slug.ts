import { PAGES, SLUG_CHECK_DELAY_MS, pageSlugProblem } from '@domain/pages/page';
import { useBackend } from '@/lib/backend-context';
import { useSettledSlugCheck, type SlugAvailability } from '@/lib/events/use-slug-availability';

/**
 * Whether a page slug is free among the event's pages, asked SLUG_CHECK_DELAY_MS after the typing
 * stops (spec 002 sections 5 and 9); the page's own slug counts as free.
 */
export function usePageSlugAvailability(eventId: string, pageId: string, slug: string): SlugAvailability {
  const backend = useBackend();
  return useSettledSlugCheck(['check-page-slug', eventId, pageId], slug, pageSlugProblem(slug) === null, SLUG_CHECK_DELAY_MS, async (settled) => {
    const holders = await backend.docs.list({ path: PAGES(eventId), where: [{ field: 'slug', op: '==', value: settled }], limit: 2 });
    return holders.every((page) => page.id === pageId);
  });
}
