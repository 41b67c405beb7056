import { deferredOverlay } from '../../../components/deferred-overlay';
import { TeamSwitcherButton } from './TeamSwitcherButton';

/** The team switcher's button and panel (TeamSwitcherOverlay), whose code comes on first use. */
export const TeamSwitcher = deferredOverlay({
  load: () => import('./TeamSwitcherOverlay').then((module) => module.TeamSwitcherOverlay),
  Trigger: TeamSwitcherButton,
  haspopup: 'dialog',
});
