import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { StartupFailure } from './app/StartupFailure';
import { createBackend } from './backend';

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
