import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { BackendProvider } from '@/lib/backend-context';
import { ImagePickerProvider } from '@/lib/image-picker';
import { SiteBackendProvider } from '@/lib/site-backend';
import { renderAppImagePicker } from '@/app/providers/image-picker';
import { createQueryClient } from '@/app/providers/query-client';
import { theme } from '@/app/providers/theme';
import type { Backend } from '@/backend/port';

afterEach(cleanup);
/**
 * antd's generated styles go into an element outside the document. jsdom's getComputedStyle
 * matches every rule of every sheet on each call, and testing-library calls it for each element
 * it considers: with antd's sheets in the document it took half of a screen test's time (15.5 of
 * 30 s in duplicate-event.test.tsx). Every screen test passes the same with the sheets in the
 * document or not; a check that an antd popup is hidden by its class (rather than unrendered or
 * hidden by inline style) needs them back.
 */
const styleSink = document.createElement('div');

/**
 * Renders a screen with the providers the app gives it, around a test double of the backend, in a
 * data router as the app's (src/app/App.tsx): the screen at every address, starting at `path`.
 */
export function renderWithBackend(ui: ReactNode, backend: Backend, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    // Without motion antd skips its animation timers, which keeps these tests quick.
    <StyleProvider container={styleSink}>
    <ConfigProvider theme={{ ...theme, token: { ...theme.token, motion: false } }}>
    // Toasts stay until the test ends: a toast that goes after 3 s could be gone, on a busy
    // machine, before the test looks for it.
    <AntApp message={{ duration: 0 }} notification={{ duration: 0 }}>
      <BackendProvider backend={backend}>
        <SiteBackendProvider value={backend}>
        <QueryClientProvider client={createQueryClient({ retries: 0 })}>
          <ImagePickerProvider value={renderAppImagePicker}>
            <RouterProvider router={router} />
          </ImagePickerProvider>
        </QueryClientProvider>
        </SiteBackendProvider>
      </BackendProvider>
    </AntApp>
    </ConfigProvider>
    </StyleProvider>,
  );
}
