import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '../ui/theme/fonts';
import '../ui/theme/themes.css';
import { preloadSignedInLayout } from './pages/RootLayout';
import { SessionSWRConfig } from './data/sessionCache';
import { createAppRouter } from './routes';
import { session } from './session/sessionStore';

// A restored session needs the logged-in frame: fetch it alongside the first page.
if (session.getUser()) preloadSignedInLayout();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionSWRConfig>
      <RouterProvider router={router} />
    </SessionSWRConfig>
  </StrictMode>,
);
