import { createContext, useContext } from 'react';

/**
 * What the rendered blocks and menus can do beyond showing themselves, given by whoever shows
 * them: the public site sends messages and follows links within the site; the builder's preview
 * gives nothing, so its forms are disabled and its links stay where they are.
 */
export type SiteServices = {
  sendMessage?: (chatId: string, name: string, text: string) => Promise<void>;
  /** The address of one of the site's pages by its slug ('' for the front page). */
  pageHref?: (slug: string) => string;
  navigate?: (slug: string) => void;
};

export const SiteServicesContext = createContext<SiteServices>({});
export const useSiteServices = () => useContext(SiteServicesContext);
