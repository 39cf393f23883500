import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SLUG_CHECK_DELAY_MS, validateSlug } from '../../../../domain/events/event-rules';
import { useBackend } from '../../../app/providers/backend-context';
import type { Backend } from '../../../backend/port';

/** Spec 000 section 8: the slug check failed. */
export const SLUG_CHECK_FAILED = 'There was an error, please refresh the page';

export type SlugAvailability = 'unchecked' | 'checking' | 'available' | 'taken' | 'failed';

export async function checkEventSlug(backend: Backend, slug: string): Promise<boolean> {
  const { available } = await backend.call('checkEventSlug', { slug });
  return available;
}

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
 * Whether a slug is free, asked SLUG_CHECK_DELAY_MS after the typing stops (spec 000 section 5).
 * A slug the rules refuse is not asked about. The answer is not cached: another user may take
 * the slug at any time, and the server decides again on creation.
 */
export function useSlugAvailability(slug: string): SlugAvailability {
  const backend = useBackend();
  const settled = useSettledValue(slug, SLUG_CHECK_DELAY_MS);
  const askable = validateSlug(slug) === null;
  const check = useQuery({
    queryKey: ['check-event-slug', settled],
    queryFn: () => checkEventSlug(backend, settled),
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
