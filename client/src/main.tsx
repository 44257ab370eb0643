import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { applyRememberedTheme } from './features/settings/theme';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
applyRememberedTheme();

createRoot(container).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={router} />
      {/* Below the header, so a toast never covers its controls; the bottom is the player's. */}
      <Toaster position="top-center" containerStyle={{ top: 'var(--toast-top)' }} />
    </AuthProvider>
  </StrictMode>,
);
