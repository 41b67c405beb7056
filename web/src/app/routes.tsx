import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { FeatureSwitches } from '../config/features';
import { AccountPage } from '../features/auth/AccountPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RouteErrorPage } from '../features/crash/RouteErrorPage';
import { DiscountCodeRoute } from '../features/discount/DiscountCodeRoute';
import { ComingSoonPage } from '../features/pages/ComingSoonPage';
import { EmailActionPage } from '../features/pages/EmailActionPage';
import { FeedPage } from '../features/pages/FeedPage';
import { ProfilePage } from '../features/pages/ProfilePage';
import { AppShell } from '../features/shell/components/AppShell';
import { OfflineBanner } from '../features/shell/components/OfflineBanner';
import { Toasts } from '../features/shell/components/Toasts';
import { ManageTeamsPage } from '../features/teams/ManageTeamsPage';

function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <Toasts />
    </>
  );
}

const soon = (path: string, title: string, about: string): RouteObject => ({
  path,
  element: <ComingSoonPage title={title} about={about} />,
});

/** Spec 1 §2 routes; switched-off features simply have no route, so they fall through to /feed. */
export function buildRoutes(features: FeatureSwitches): RouteObject[] {
  const protectedPages: RouteObject[] = [
    { path: 'feed/*', element: <FeedPage /> },
    { path: 'profile', element: <ProfilePage /> },
    { path: 'profile/subscriptions/manage', element: <ManageTeamsPage /> },
    soon('profile/*', 'Profile', 'Account details, settings and subscriptions.'),
    soon('join-team', 'Join Team', 'Joining a team from an invitation link.'),
    soon('payment/*', 'Payment', 'Payments and invoices.'),
  ];
  if (features.PlayDesigner) {
    protectedPages.push(soon('playbook/*', 'Playbook', 'Design, organise and share plays.'));
  }
  if (features.Schedule) {
    protectedPages.push(soon('schedule/*', 'Schedule', 'Games, practices, RSVPs and attendance.'));
  }
  if (features.Roster || features.TeamAdmin) {
    protectedPages.push(soon('team/*', 'Roster', 'Your roster, player ratings and the depth chart.'));
  }
  if (features.TeamDocuments) {
    protectedPages.push(
      soon('documents/*', 'Documents', 'Team documents, quick links and acknowledgements.'),
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
        soon('play', 'Play', 'Viewing a play shared by link.'),
        {
          element: (
            <RequireAuth>
              <AppShell />
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
