import { siteAccessMessages } from '@domain/pages/site-access';
import { messageForError } from '@/lib/errors/error-catalogue';
import { PageSpinner } from '@/ui/PageSpinner';
import { useEventSite } from '../api/use-event-site';
import { siteTexts } from '../model/site-texts';
import { SiteMessage } from './SiteMessage';
import { SiteView } from './SiteView';

/**
 * The public event site at /e/{slug} and /e/{slug}/{page slug} (spec 000 section 2.4, issue 12):
 * open to anyone, signed in or not. It follows the event's site document live.
 */
export function EventSiteScreen({ slug, pageSlug }: { slug: string; pageSlug?: string }) {
  const site = useEventSite(slug);
  if (site.status === 'pending') return <PageSpinner label={siteTexts.loading} fullScreen />;
  if (site.status === 'error') return <SiteMessage text={messageForError(site.error)} />;
  if (!site.data) return <SiteMessage text={siteAccessMessages.noEvent} />;
  return <SiteView key={site.data.eventId} site={site.data} pageSlug={pageSlug} />;
}
