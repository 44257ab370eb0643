import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { applyRememberedTheme } from './features/settings/theme';
import { nextTask } from './lib/next-task';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
applyRememberedTheme();

// Start-up in short tasks rather than one long one: the modules' evaluation, the router's table,
// then the first render, time-sliced as a transition (a phone's main thread stays free for input).
void start(container);

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AuthProvider>
          <RouterProvider router={router} />
          {/* Below the header, so a toast never covers its controls; the bottom is the player's. */}
          <Toaster position="top-center" containerStyle={{ top: 'var(--toast-top)' }} />
        </AuthProvider>
      </StrictMode>,
    ),
  );
}
