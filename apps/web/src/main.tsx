import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server sends some first pages already rendered (src/prerender.tsx): take that markup over
// rather than painting the page a second time.
if (container.dataset.prerendered === window.location.pathname && !window.location.search) hydrateRoot(container, app);
else createRoot(container).render(app);
