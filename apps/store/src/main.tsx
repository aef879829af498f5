import { RouterProvider } from '@tanstack/react-router';
import { themeClassName } from '@storefront/ui';
import '@storefront/ui/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/Providers';
import { createStoreRouter } from './app/router';
import { clearCachesAndServiceWorkers } from './bootstrap/clearCaches';
import { ensureUserSession } from './bootstrap/userSession';

void clearCachesAndServiceWorkers();
ensureUserSession();
document.body.className = themeClassName;

const router = createStoreRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
