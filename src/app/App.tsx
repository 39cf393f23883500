import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Backend } from '../backend/port';
import { OfflineModal } from '../features/connection/components/OfflineModal';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { BackendProvider } from '../lib/backend-context';
import { ImagePickerProvider } from '../lib/image-picker';
import { SiteBackendProvider } from '../lib/site-backend';
import { renderAppImagePicker } from './providers/image-picker';
import { createQueryClient } from './providers/query-client';
import { theme } from './providers/theme';
import { RouteGate } from './routing/RouteGate';

/** One route for every address: `decideRoute` picks the screen. */
const createRouter = () =>
  createBrowserRouter([
    {
      path: '*',
      element: (
        <ErrorBoundary>
          <RouteGate />
        </ErrorBoundary>
      ),
    },
  ]);

/**
 * The composition root: the chosen backend, the query cache, antd's theme and message/modal
 * context, and the router whose screen `decideRoute` picks. A data router (without loaders), as
 * only it lets a screen with unsaved changes hold a navigation until the user answers (useBlocker).
 */
export function App({ backend, queryClient }: { backend: Backend; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(createRouter);
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <BackendProvider backend={backend}>
          {/* The viewer's pieces (the site's blocks in the preview, /watch) read through the site's context; the full backend is one. */}
          <SiteBackendProvider value={backend}>
          <QueryClientProvider client={client}>
            <OfflineModal />
            <ImagePickerProvider value={renderAppImagePicker}>
              <RouterProvider router={router} />
            </ImagePickerProvider>
          </QueryClientProvider>
          </SiteBackendProvider>
        </BackendProvider>
      </AntApp>
    </ConfigProvider>
  );
}
