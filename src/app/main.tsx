import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { z } from 'zod';
import '../ui/theme/fonts';
import '../ui/theme/themes.css';
import { preloadSignedInLayout } from './pages/RootLayout';
import { SessionSWRConfig } from './data/sessionCache';
import { createAppRouter } from './routes';
import { session } from './session/sessionStore';

// The server's Content-Security-Policy allows no eval: zod's compiled parsers would first probe
// for it with new Function, which the policy reports as a violation.
z.config({ jitless: true });

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
