import '@podcast/ui/fonts';
import '@podcast/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/Providers';
import { queryClient } from './app/queryClient';
import { createRoutes } from './app/router';

const router = createBrowserRouter(createRoutes(queryClient));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
