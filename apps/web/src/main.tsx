import '@podcast/ui/fonts';
import '@podcast/ui/global.css';
import './app/StaticShell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/Providers';
import { queryClient } from './app/queryClient';
import { createRoutes } from './app/router';

const router = createBrowserRouter(createRoutes(queryClient));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A transition: React renders the first page in slices that yield to the browser (a phone's main thread is not
// blocked for the whole render), then commits it at once.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );

// The served HTML paints a static shell (app/staticShell.ts): it stays until the first route's screen and data
// have loaded, and React's first commit replaces it with the whole page, never with a spinner.
if (router.state.initialized || !root.hasChildNodes()) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
