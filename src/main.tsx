import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import './app/global.css';
import 'virtual:first-paint-styles.css';
import { applyPreloadedStylesheets } from './app/preloaded-stylesheets';
import { StartupFailure } from './app/StartupFailure';

// The server's content security policy forbids eval (server/http/security-headers.ts): zod
// validates without compiling its checks, instead of trying to and meeting the policy.
zodConfig({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

// The entry holds React and the start-up only; the first screen's code and the backend provider
// are chunks of their own (index.html preloads them, scripts/build/first-paint.ts), each evaluated
// in a task of its own. The first render waits for the stylesheet and is a transition, so React
// renders it in slices and the page keeps answering input while it loads.
const firstScreen = import('./app/first-screen');
Promise.all([firstScreen.then(({ createBackend }) => createBackend()), firstScreen, applyPreloadedStylesheets()]).then(
  ([backend, { App }]) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App backend={backend} />
        </StrictMode>,
      ),
    ),
  (error: unknown) => root.render(<StartupFailure error={error} />),
);
