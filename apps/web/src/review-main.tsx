import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReviewApp } from './app/review-app';
import { ToastProvider } from './components/ui/toast';
import './styles/global.css';

/**
 * The entry of a client's review link (`/review/:token`, `review.html`). Clients open these links
 * cold, often on a phone: this page carries the review and the presenter alone — no router, no
 * accounts, no designer screens — so it loads a fraction of the app's script. The review sends
 * no cookies and needs no session; a link followed inside the app opens the same screen there.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from review.html');

const token = decodeURIComponent(window.location.pathname.replace(/^\/review\/([^/]*).*$/, '$1'));
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ReviewApp token={token} />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
