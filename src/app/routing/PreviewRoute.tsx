import { useSearchParams } from 'react-router';
import { PreviewScreen } from '@/features/pages/components/PreviewScreen';
import { NotFound } from '@/ui/NotFound';

/** /preview?eventID=&pageID=&user= (spec 002 section 2), opened by the builder in a new tab; `state` is the builder's. */
export function PreviewRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventID');
  const pageId = query.get('pageID');
  if (!eventId || !pageId) return <NotFound />;
  return <PreviewScreen key={`${eventId}/${pageId}`} eventId={eventId} pageId={pageId} user={query.get('user')} state={query.get('state')} />;
}
