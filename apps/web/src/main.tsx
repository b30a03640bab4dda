import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/app/providers/query-client';
import { AppProviders } from '@/app/providers/app-providers';
import { createAppRouter } from '@/app/router';
import { setNavigator } from '@/lib/navigation';
import './index.css';

const queryClient = createQueryClient();
const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
