import { deferredOverlay } from '../../components/deferred-overlay';
import { NotificationBellButton } from './NotificationBellButton';

/** The header bell and its popover (NotificationBellOverlay), whose code comes on first use. */
export const NotificationBell = deferredOverlay({
  load: () => import('./NotificationBellOverlay').then((module) => module.NotificationBellOverlay),
  Trigger: NotificationBellButton,
  haspopup: 'dialog',
});
