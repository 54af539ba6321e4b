import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/router';
import './index.css';

const RELOADED_AT = 'nocturne:reloaded-for-new-build';

// A tab opened before a release asks for page chunks that the release replaced (their names carry
// a content hash): load the new build instead of showing an error. At most once in 10 seconds, so
// a chunk that fails for another reason (offline) ends on the error page, not in a reload loop.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server's HTML stays in #root until the first page's code has arrived (see routerReady).
void routerReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
