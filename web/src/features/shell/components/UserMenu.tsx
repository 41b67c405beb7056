import { deferredOverlay } from '../../../components/deferred-overlay';
import { AccountButton } from './AccountButton';

/** The avatar and its menu (UserMenuOverlay), whose code comes on first use (components/deferred-overlay.tsx). */
export const UserMenu = deferredOverlay({
  load: () => import('./UserMenuOverlay').then((module) => module.UserMenuOverlay),
  Trigger: AccountButton,
  haspopup: 'menu',
});
