import type { PracticeScreen } from '../../__generated__/types';
import { WORKSPACE_SCREENS } from '../workspace/workspace-screens';

const PATHS: Record<PracticeScreen, string> = {
  UPLOAD: '/app/upload',
  TRACKS: '/app/tracks',
  PLAYLISTS: '/app/playlists',
  PROJECTS: '/app/projects',
  CREATIVE_STUDIO: '/app/creative-studio',
  AI_MANAGER: '/app/ai-manager',
  PROFILE: '/app/profile',
  NETWORK: '/app/network',
};

/** Where a lesson's practice is done in the workspace, named as the sidebar names it. */
export function practiceScreen(screen: PracticeScreen): { path: string; label: string } {
  const path = PATHS[screen];
  const label = WORKSPACE_SCREENS.find((entry) => entry.path === path)?.label ?? path;
  return { path, label };
}
