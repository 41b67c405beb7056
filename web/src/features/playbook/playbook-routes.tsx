import type { RouteObject } from 'react-router';
import { PlaybookPage } from './PlaybookPage';
import { SharePage, type ShareMode } from './share/SharePage';
import { TeamPlayPage } from './team-play/TeamPlayPage';
import { UsagePage } from './usage/UsagePage';

const SHARE_MODES: ShareMode[] = ['my/playbook', 'my/play', 'my/items/team', 'team/play', 'team/items/team'];

/** Spec 2 §2 playbook routes (signed in). The editor's own routes belong to the designer. */
export function playbookRoutes(): RouteObject[] {
  return [
    { path: 'playbook', element: <PlaybookPage /> },
    { path: 'playbook/team', element: <TeamPlayPage /> },
    { path: 'playbook/usage', element: <UsagePage /> },
    ...SHARE_MODES.map((mode) => ({ path: `playbook/share/${mode}`, element: <SharePage mode={mode} /> })),
  ];
}
