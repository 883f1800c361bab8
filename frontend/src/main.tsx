import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App router={createRouter()} queryClient={createQueryClient()} />
  </StrictMode>
);

// A prerendered page arrives with its HTML already in #root: hydrate it instead of re-rendering.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
