/**
 * The public event site's own entry (site.html): /e/{slug} and /page-iframe/{id}. Light on
 * purpose (issue 12's budget: under 120 KB of gzipped JavaScript for a front page): React, the
 * site's client of the backend, its pages' blocks and DOMPurify; none of the admin app (antd,
 * its router, its query cache, zod's contracts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSiteBackend } from '@/backend/site';
import { SiteMessage } from '@/features/site/components/SiteMessage';
import { SiteApp } from './SiteApp';

const container = document.getElementById('site');
if (!container) throw new Error('site.html has no #site element.');
const root = createRoot(container);

createSiteBackend().then(
  (backend) =>
    root.render(
      <StrictMode>
        <SiteApp backend={backend} />
      </StrictMode>,
    ),
  (error: unknown) => root.render(<SiteMessage text={`The site cannot start: ${error instanceof Error ? error.message : String(error)}`} />),
);
