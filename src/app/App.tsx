import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
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

/**
 * The composition root: the chosen backend, the query cache, antd's theme and message/modal
 * context, and the router (declarative mode: the data router's loaders would only add weight)
 * whose screen `decideRoute` picks.
 */
export function App({ backend, queryClient }: { backend: Backend; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <BackendProvider backend={backend}>
          {/* The viewer's pieces (the site's blocks in the preview, /watch) read through the site's context; the full backend is one. */}
          <SiteBackendProvider value={backend}>
          <QueryClientProvider client={client}>
            <OfflineModal />
            <ImagePickerProvider value={renderAppImagePicker}>
              <BrowserRouter>
                <ErrorBoundary>
                  <RouteGate />
                </ErrorBoundary>
              </BrowserRouter>
            </ImagePickerProvider>
          </QueryClientProvider>
          </SiteBackendProvider>
        </BackendProvider>
      </AntApp>
    </ConfigProvider>
  );
}
