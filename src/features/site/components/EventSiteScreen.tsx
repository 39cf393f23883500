import { siteAccessMessages } from '@domain/pages/site-access';
import { messageForError } from '@/lib/errors/error-catalogue';
import { SiteLoading } from '@/ui/site/SiteLoading';
import { useEventSite, type SiteAddress } from '../api/use-event-site';
import type { PageChoice } from '../model/site-page';
import { siteTexts } from '../model/site-texts';
import { SiteMessage } from './SiteMessage';
import { SiteView } from './SiteView';

type Props = {
  address: SiteAddress;
  page: PageChoice;
  /** The embedded-frame marker: the page alone, without the site's menus. */
  bare?: boolean;
  /** Goes to another address of the site without reloading. */
  navigate: (path: string) => void;
};

/**
 * The public event site (spec 000 section 2.4, issue 12): /e/{slug}, /e/{slug}/{page slug} and
 * /page-iframe/{id}, open to anyone, signed in or not. It follows the event's site document live.
 */
export function EventSiteScreen({ address, page, bare = false, navigate }: Props) {
  const site = useEventSite(address);
  if (site.status === 'pending') return <SiteLoading label={siteTexts.loading} />;
  if (site.status === 'error') return <SiteMessage text={messageForError(site.error)} />;
  if (!site.data) return <SiteMessage text={siteAccessMessages.noEvent} />;
  return <SiteView key={site.data.eventId} site={site.data} page={page} bare={bare} navigate={navigate} />;
}
