import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFound } from './components/NotFound';
import { PageLoading } from './components/PageLoading';
import { RouteErrorFallback } from './components/RouteErrorFallback';
import { LandingRoute } from './features/public/LandingRoute';
import { LoginRoute } from './features/public/LoginRoute';
import { PublicLayout } from './features/public/PublicLayout';
import { RegisterRoute } from './features/public/RegisterRoute';
import { comingSoonRoutes } from './features/workspace/coming-soon-routes';

const topLevel = { errorElement: <RouteErrorFallback />, hydrateFallbackElement: <PageLoading /> };

/** The signed-in workspace: its code (and wavesurfer) loads only when a workspace page is opened. */
const workspaceRoutes: RouteObject = {
  path: '/app',
  ...topLevel,
  lazy: async () => ({ Component: (await import('./features/workspace/WorkspaceLayout')).WorkspaceLayout }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./features/dashboard/DashboardRoute')).DashboardRoute }),
    },
    {
      path: 'dashboard',
      lazy: async () => ({ Component: (await import('./features/dashboard/DashboardRoute')).DashboardRoute }),
    },
    {
      path: 'tracks',
      lazy: async () => ({ Component: (await import('./features/tracks/TracksRoute')).TracksRoute }),
    },
    {
      path: 'upload',
      lazy: async () => ({ Component: (await import('./features/upload/UploadRoute')).UploadRoute }),
    },
    {
      path: 'playlists',
      lazy: async () => ({ Component: (await import('./features/playlists/PlaylistsRoute')).PlaylistsRoute }),
    },
    {
      path: 'playlists/:playlistId',
      lazy: async () => ({ Component: (await import('./features/playlists/PlaylistRoute')).PlaylistRoute }),
    },
    ...comingSoonRoutes,
  ],
};

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    ...topLevel,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/register', element: <RegisterRoute /> },
    ],
  },
  workspaceRoutes,
  { path: '/dashboard', ...topLevel, element: <Navigate to="/login" replace /> },
  { path: '/admin', ...topLevel, element: <Navigate to="/login" replace /> },
  { path: '*', ...topLevel, element: <NotFound /> },
];

export const router = createBrowserRouter(routes);
