import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuthUser } from '@/features/auth/api/use-auth-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { PageSpinner } from '@/ui/PageSpinner';
import { BareLayout } from '../layouts/BareLayout';
import { clearSelectedEvent, selectEvent, useSelectedEventId } from '../stores/selected-event';
import { decideRoute, pathAfterPickingEvent, type Situation } from './decide-route';
import { screens, type ScreenContext } from './screens';

const AccountLayout = lazy(() => import('../layouts/AccountLayout').then((m) => ({ default: m.AccountLayout })));
const AdminLayout = lazy(() => import('../layouts/AdminLayout').then((m) => ({ default: m.AdminLayout })));

/** Renders what `decideRoute` chose for the current sign-in situation and URL. */
export function RouteGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthUser();
  const eventId = useSelectedEventId();
  const user = auth.status === 'success' ? auth.data : null;
  const situation: Situation = auth.status === 'pending' ? { auth: 'unknown' } : user ? { auth: 'signed-in', eventId } : { auth: 'signed-out' };
  const decision = decideRoute(situation, location.pathname, location.search);
  const screen = decision.kind === 'screen' ? screens[decision.screen] : null;
  useDocumentTitle(screen?.title ?? '');

  if (decision.kind === 'wait') {
    return (
      <main>
        <PageSpinner fullScreen label="Starting" />
      </main>
    );
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  const ctx: ScreenContext = {
    params: decision.params,
    user,
    eventId,
    openEvent: (id) => {
      selectEvent(id);
      navigate(decision.screen === 'my-events' ? pathAfterPickingEvent(location.pathname, location.search) : '/');
    },
    switchEvent: () => {
      clearSelectedEvent();
      navigate('/events');
    },
    linkToken: new URLSearchParams(location.hash.slice(1)).get('token'),
  };
  const content = (
    <ErrorBoundary key={decision.screen}>
      <Suspense fallback={<PageSpinner />}>{screens[decision.screen].render(ctx)}</Suspense>
    </ErrorBoundary>
  );

  if (decision.layout === 'bare' || !user) return <BareLayout padded={!screen?.fullPage}>{content}</BareLayout>;
  return (
    <Suspense fallback={<main><PageSpinner fullScreen /></main>}>
      {decision.layout === 'account' || !eventId ? (
        <AccountLayout user={user}>{content}</AccountLayout>
      ) : (
        <AdminLayout user={user} eventId={eventId}>
          {content}
        </AdminLayout>
      )}
    </Suspense>
  );
}
