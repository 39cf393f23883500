import { createContext, useContext } from 'react';
/**
 * What the rendered blocks and menus can do beyond showing themselves, given by whoever shows
 * them: the public site (and the preview) send messages, play streams and follow links within
 * the site; the builder's canvas gives nothing, so its forms are disabled, its players show
 * what they will play and its links stay where they are.
 */
export type SiteServices = {
  /** The event the blocks belong to: where it is given, stream and VOD blocks play (through useSiteBackend). */
  eventId?: string;
  sendMessage?: (chatId: string, name: string, text: string) => Promise<void>;
  /** The address of one of the site's pages by its slug ('' for the front page). */
  pageHref?: (slug: string) => string;
  navigate?: (slug: string) => void;
};

export const SiteServicesContext = createContext<SiteServices>({});
export const useSiteServices = () => useContext(SiteServicesContext);
