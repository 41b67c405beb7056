import type { RouteObject } from 'react-router';
import { PlaybookPage } from './PlaybookPage';
import { SharePage, type ShareMode } from './share/SharePage';
import { UsagePage } from './usage/UsagePage';

const SHARE_MODES: ShareMode[] = ['my/playbook', 'my/play', 'my/items/team', 'team/play', 'team/items/team'];

/**
 * Spec 2 §2 playbook routes (signed in). /playbook/new, /playbook/play and /playbook/team are the
 * designer's (a team play opens there, read-only unless the user may edit it).
 */
export function playbookRoutes(): RouteObject[] {
  return [
    { path: 'playbook', element: <PlaybookPage /> },
    { path: 'playbook/usage', element: <UsagePage /> },
    ...SHARE_MODES.map((mode) => ({ path: `playbook/share/${mode}`, element: <SharePage mode={mode} /> })),
  ];
}
