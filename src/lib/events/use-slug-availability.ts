import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SLUG_CHECK_DELAY_MS, validateSlug } from '@domain/events/event-rules';
import { useBackend } from '../backend-context';

export type SlugAvailability = 'unchecked' | 'checking' | 'available' | 'taken' | 'failed';

/** The value once it has stopped changing for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Whether a slug is free, asked `delayMs` after the typing stops with `isFree`; a slug the rules
 * refuse (`askable` false) is not asked about. The answer is not cached: another user may take
 * the slug at any time, and the server decides again when it is written.
 */
export function useSettledSlugCheck(
  scope: readonly unknown[],
  slug: string,
  askable: boolean,
  delayMs: number,
  isFree: (settled: string) => Promise<boolean>,
): SlugAvailability {
  const settled = useSettledValue(slug, delayMs);
  const check = useQuery({
    queryKey: [...scope, settled],
    queryFn: () => isFree(settled),
    enabled: askable && settled === slug,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (!askable) return 'unchecked';
  if (settled !== slug || check.isFetching || check.status === 'pending') return 'checking';
  if (check.status === 'error') return 'failed';
  return check.data ? 'available' : 'taken';
}

/**
 * Whether an event slug is free (spec 000 section 5), for the creation and duplication forms and,
 * with `eventId`, for that event's settings, where its own slug counts as free.
 */
export function useSlugAvailability(slug: string, eventId?: string): SlugAvailability {
  const backend = useBackend();
  return useSettledSlugCheck(['check-event-slug', eventId ?? null], slug, validateSlug(slug) === null, SLUG_CHECK_DELAY_MS, async (settled) =>
    (await backend.call('checkEventSlug', eventId ? { slug: settled, eventId } : { slug: settled })).available,
  );
}
