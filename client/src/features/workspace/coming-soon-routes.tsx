import type { RouteObject } from 'react-router-dom';
import { ComingSoon } from './ComingSoon';

/** Workspace screens whose features have not landed yet: a plain panel, never sample data. */
const comingSoonScreens: Array<[path: string, title: string]> = [['network', 'My Network']];

export const comingSoonRoutes: RouteObject[] = comingSoonScreens.map(([path, title]) => ({
  path,
  element: <ComingSoon title={title} />,
}));
