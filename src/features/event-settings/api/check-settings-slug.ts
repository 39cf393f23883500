import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SLUG_CHECK_DELAY_MS, validateSlug } from '../../../../domain/events/event-rules';
import { useBackend } from '../../../app/providers/backend-context';

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
 * Whether the slug is free for this event, asked SLUG_CHECK_DELAY_MS after typing stops (spec
 * 000 section 5). The event's own slug counts as free. A slug the rules refuse is not asked
 * about; the answer is not cached, as another event may take the slug at any moment.
 */
export function useSettingsSlugAvailability(eventId: string, slug: string): SlugAvailability {
  const backend = useBackend();
  const settled = useSettledValue(slug, SLUG_CHECK_DELAY_MS);
  const askable = validateSlug(slug) === null;
  const check = useQuery({
    queryKey: ['check-settings-slug', eventId, settled],
    queryFn: async () => (await backend.call('checkEventSlug', { slug: settled, eventId })).available,
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
