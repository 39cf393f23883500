import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Backend } from '../backend/port';
import { OfflineModal } from '../features/connection/components/OfflineModal';
import { CrashScreen } from '../ui/ErrorBoundary';
import { BackendProvider } from './providers/backend-context';
import { createQueryClient } from './providers/query-client';
import { theme } from './providers/theme';
import { RouteGate } from './routing/RouteGate';

/**
 * The composition root: the chosen backend, the query cache, antd's theme and message/modal
 * context, and one catch-all route whose screen `decideRoute` picks.
 */
export function App({ backend, queryClient }: { backend: Backend; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <RouteGate />, errorElement: <CrashScreen /> }]));
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <BackendProvider backend={backend}>
          <QueryClientProvider client={client}>
            <OfflineModal />
            <RouterProvider router={router} />
          </QueryClientProvider>
        </BackendProvider>
      </AntApp>
    </ConfigProvider>
  );
}
