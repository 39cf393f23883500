import { useCallback, useEffect, useState } from 'react';
import type { SiteBackend } from '@/backend/port';
import { EventSiteScreen } from '@/features/site/components/EventSiteScreen';
import { SiteMessage } from '@/features/site/components/SiteMessage';
import { SiteBackendProvider } from '@/lib/site-backend';
import { selectedEvent, siteRoute } from './site-route';

const NOT_FOUND = 'Sorry, the page you visited does not exist.';

function useAddress() {
  const [address, setAddress] = useState(() => ({ pathname: window.location.pathname, search: window.location.search }));
  useEffect(() => {
    const onPop = () => setAddress({ pathname: window.location.pathname, search: window.location.search });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((path: string) => {
    window.history.pushState(null, '', path);
    const url = new URL(path, window.location.href);
    setAddress({ pathname: url.pathname, search: url.search });
    window.scrollTo(0, 0);
  }, []);
  return { ...address, navigate };
}

/** The public site's root: its backend and its addresses, followed without reloading (no router library: the entry stays light). */
export function SiteApp({ backend }: { backend: SiteBackend }) {
  const { pathname, search, navigate } = useAddress();
  const route = siteRoute(pathname, search, selectedEvent());
  return (
    <SiteBackendProvider value={backend}>
      {route.kind === 'site' ? (
        <EventSiteScreen key={JSON.stringify(route.address)} address={route.address} page={route.page} bare={route.bare} navigate={navigate} />
      ) : (
        <main>
          <SiteMessage text={NOT_FOUND} />
        </main>
      )}
    </SiteBackendProvider>
  );
}
