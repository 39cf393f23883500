import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { App } from './app/App';
import './app/global.css';
import { StartupFailure } from './app/StartupFailure';
import { createBackend } from './backend';

// The server's content security policy forbids eval (server/http/security-headers.ts): zod
// validates without compiling its checks, instead of trying to and meeting the policy.
zodConfig({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

createBackend().then(
  (backend) =>
    root.render(
      <StrictMode>
        <App backend={backend} />
      </StrictMode>,
    ),
  (error: unknown) => root.render(<StartupFailure error={error} />),
);
