import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import '../ui/theme/fonts';
import '../ui/theme/themes.css';
import { createAppRouter } from './routes';
import { swrCache } from './services';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={{ provider: () => swrCache, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>,
);
