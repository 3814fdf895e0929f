import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import '../ui/theme/fonts';
import '../ui/theme/themes.css';
import { preloadSignedInLayout } from './pages/RootLayout';
import { createAppRouter } from './routes';
import { session } from './session/sessionStore';
import { swrCache } from './services';

// A restored session needs the logged-in frame: fetch it alongside the first page.
if (session.getUser()) preloadSignedInLayout();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={{ provider: () => swrCache, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>,
);
