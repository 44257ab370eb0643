import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFound } from './components/NotFound';
import { PageLoading } from './components/PageLoading';
import { RouteErrorFallback } from './components/RouteErrorFallback';
import { LandingRoute } from './features/landing/LandingRoute';
import { PublicLayout } from './features/public/PublicLayout';

const topLevel = { errorElement: <RouteErrorFallback />, hydrateFallbackElement: <PageLoading /> };

/** Pages that talk GraphQL sit under this layout: Apollo loads with them, never with the landing page. */
const withApollo = {
  lazy: async () => ({ Component: (await import('./apollo/ApolloLayout')).ApolloLayout }),
};

/** The signed-in workspace: its code (and wavesurfer) loads only when a workspace page is opened. */
const workspaceRoutes: RouteObject = {
  path: '/app',
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
      path: 'tracks/:trackId',
      lazy: async () => ({ Component: (await import('./features/tracks/TrackPageRoute')).TrackPageRoute }),
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
    {
      path: 'projects',
      lazy: async () => ({ Component: (await import('./features/projects/ProjectsRoute')).ProjectsRoute }),
    },
    {
      path: 'projects/:projectId',
      lazy: async () => ({
        Component: (await import('./features/projects/ProjectPageRoute')).ProjectPageRoute,
      }),
    },
    {
      path: 'creative-studio',
      lazy: async () => ({
        Component: (await import('./features/studio/CreativeStudioRoute')).CreativeStudioRoute,
      }),
    },
    {
      path: 'academy',
      lazy: async () => ({ Component: (await import('./features/academy/AcademyRoute')).AcademyRoute }),
    },
    {
      path: 'academy/:courseId',
      lazy: async () => ({ Component: (await import('./features/academy/CourseRoute')).CourseRoute }),
    },
    {
      path: 'profile',
      lazy: async () => ({ Component: (await import('./features/profile/ProfileRoute')).ProfileRoute }),
    },
    {
      path: 'settings',
      lazy: async () => ({ Component: (await import('./features/settings/SettingsRoute')).SettingsRoute }),
    },
    {
      path: 'ai-manager',
      lazy: async () => ({ Component: (await import('./features/manager/AiManagerRoute')).AiManagerRoute }),
    },
    {
      path: 'network',
      lazy: async () => ({ Component: (await import('./features/network/NetworkRoute')).NetworkRoute }),
    },
    {
      path: 'artists/:artistId',
      lazy: async () => ({ Component: (await import('./features/network/ArtistRoute')).ArtistRoute }),
    },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    ...topLevel,
    children: [
      { path: '/', element: <LandingRoute /> },
      // Sign-in and registration call REST with plain fetch: no Apollo on these pages.
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./features/public/LoginRoute')).LoginRoute }),
      },
      {
        path: '/register',
        lazy: async () => ({
          Component: (await import('./features/public/RegisterRoute')).RegisterRoute,
        }),
      },
      // Unknown addresses get the public header, so the way home and to the app stays in view.
      { path: '*', element: <NotFound /> },
    ],
  },
  { ...withApollo, ...topLevel, children: [workspaceRoutes] },
  { path: '/dashboard', ...topLevel, element: <Navigate to="/login" replace /> },
  { path: '/admin', ...topLevel, element: <Navigate to="/login" replace /> },
];

/** The app's router, made when the app starts (its route table is compiled then). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
