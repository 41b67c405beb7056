import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import type { FeatureSwitches } from '../config/features';
import { EmailActionPage } from '../features/account/EmailActionPage';
import { AccountPage } from '../features/auth/AccountPage';
import { ReloginDialog } from '../features/auth/relogin/ReloginDialog';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RouteErrorPage } from '../features/crash/RouteErrorPage';
import { DevMailboxPage } from '../features/dev-mailbox/DevMailboxPage';
import { DiscountCodeRoute } from '../features/discount/DiscountCodeRoute';
import { ComingSoonPage } from '../features/pages/ComingSoonPage';
import { FeedPage } from '../features/pages/FeedPage';
import { SubscriptionGuard } from '../features/guard/SubscriptionGuard';
import type { GuardedFeature } from '../features/guard/subscription-block';
import { JoinTeamPage } from '../features/join-team/JoinTeamPage';
import { PlayerOverviewPage } from '../features/roster/PlayerOverviewPage';
import { RosterPage } from '../features/roster/RosterPage';
import { BasicDetailsPage } from '../features/profile/BasicDetailsPage';
import { DeleteAccountPage } from '../features/profile/DeleteAccountPage';
import { PasswordPage } from '../features/profile/PasswordPage';
import { ProfileAccountLayout } from '../features/profile/ProfileAccountLayout';
import { ProfileGate } from '../features/profile/ProfileGate';
import { ProfilePage } from '../features/profile/ProfilePage';
import { playbookRoutes } from '../features/playbook/playbook-routes';
import { PublicPlayPage } from '../features/public-play/PublicPlayPage';
import { AppShell } from '../features/shell/components/AppShell';
import { OfflineBanner } from '../features/shell/components/OfflineBanner';
import { Toasts } from '../features/shell/components/Toasts';
import { ManageTeamsPage } from '../features/teams/ManageTeamsPage';

function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ReloginDialog />
      <Toasts />
    </>
  );
}

/** A relative redirect that keeps the query (t= and friends). */
function RedirectTo({ path }: { path: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: path, search }} replace />;
}

const soon = (path: string, title: string, about: string): RouteObject => ({
  path,
  element: <ComingSoonPage title={title} about={about} />,
});

/** Spec 1 §2: schedule and documents need a subscription, and the Basic plan is excluded from both. */
const guarded = (feature: GuardedFeature, page: RouteObject): RouteObject => ({
  path: feature,
  element: <SubscriptionGuard feature={feature} />,
  children: [{ index: true, element: page.element }, page],
});

/** Spec 1 §2 routes; switched-off features simply have no route, so they fall through to /feed. */
export function buildRoutes(features: FeatureSwitches): RouteObject[] {
  const protectedPages: RouteObject[] = [
    { path: 'feed/*', element: <FeedPage /> },
    { path: 'profile', element: <ProfilePage /> },
    {
      path: 'profile/account',
      element: <ProfileAccountLayout />,
      children: [
        { index: true, element: <RedirectTo path="basic" /> },
        { path: 'basic', element: <BasicDetailsPage /> },
        { path: 'password', element: <PasswordPage /> },
        { path: 'delete', element: <DeleteAccountPage /> },
      ],
    },
    { path: 'profile/subscriptions/manage', element: <ManageTeamsPage /> },
    soon('profile/*', 'Profile', 'Account details, settings and subscriptions.'),
    { path: 'join-team', element: <JoinTeamPage /> },
    soon('payment/*', 'Payment', 'Payments and invoices.'),
  ];
  if (features.PlayDesigner) {
    // The play designer is its own lazily loaded chunk: the rest of the app does not pay for it.
    const designer = (kind: 'new' | 'play' | 'team'): RouteObject => ({
      path: `playbook/${kind}`,
      lazy: async () => {
        const { DesignerPage } = await import('../features/designer/DesignerPage');
        return { element: <DesignerPage kind={kind} /> };
      },
    });
    protectedPages.push(designer('new'), designer('play'), designer('team'));
    protectedPages.push(...playbookRoutes());
    // Other playbook paths (the editor's) until their pages are registered.
    protectedPages.push(soon('playbook/*', 'Playbook', 'Design, organise and share plays.'));
  }
  if (features.Schedule) {
    protectedPages.push(
      guarded('schedule', soon('*', 'Schedule', 'Games, practices, RSVPs and attendance.')),
    );
  }
  if (features.Roster || features.TeamAdmin) {
    protectedPages.push({
      path: 'team',
      element: <SubscriptionGuard />,
      children: [
        { index: true, element: <RedirectTo path="roster" /> },
        { path: 'roster', element: <RosterPage /> },
        { path: 'player/overview', element: <PlayerOverviewPage /> },
        soon('*', 'Roster', 'Player ratings and the depth chart.'),
      ],
    });
  }
  if (features.TeamDocuments) {
    protectedPages.push(
      guarded('documents', soon('*', 'Documents', 'Team documents, quick links and acknowledgements.')),
    );
  }
  if (features.Community) {
    protectedPages.push(soon('community/*', 'Community', 'Plays shared by coaches everywhere.'));
  }

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: 'login', element: <AccountPage mode="login" /> },
        { path: 'signup', element: <AccountPage mode="signup" /> },
        { path: 'forgot-password', element: <AccountPage mode="forgot-password" /> },
        { path: 'email-action', element: <EmailActionPage /> },
        { path: 'dev/mailbox', element: <DevMailboxPage /> },
        { path: 'play/*', element: <PublicPlayPage /> },
        {
          element: (
            <RequireAuth>
              <ProfileGate>
                <AppShell />
              </ProfileGate>
            </RequireAuth>
          ),
          children: protectedPages,
        },
        { path: ':code', element: <DiscountCodeRoute /> },
        { path: '*', element: <Navigate to="/feed" replace /> },
      ],
    },
  ];
}
