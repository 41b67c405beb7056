import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import type { FeatureSwitches } from '../config/features';
import { AboutShortcut } from '../features/about/AboutShortcut';
import { AppUpdates } from '../features/app-updates/AppUpdates';
import { ReloginDialog } from '../features/auth/relogin/ReloginDialog';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RouteErrorPage } from '../features/crash/RouteErrorPage';
import { DiscountCodeRoute } from '../features/discount/DiscountCodeRoute';
import { ComingSoonPage } from '../features/pages/ComingSoonPage';
import { SubscriptionGuard } from '../features/guard/SubscriptionGuard';
import type { GuardedFeature } from '../features/guard/subscription-block';
import { ProfileGate } from '../features/profile/ProfileGate';
import { TeamsReadyGate } from '../features/shell/components/TeamsReadyGate';
import { communityRoute } from '../features/community/community-routes';
import { OfflineBanner } from '../features/shell/components/OfflineBanner';
import { Toasts } from '../features/shell/components/Toasts';
import { lazyPage } from './lazy-page';

/*
 * The entry chunk holds the guards and the feed everyone lands on. The account pages (log-in, sign-up: forms),
 * the e-mail action page and the signed-in chrome (menus, popovers) are a chunk each, so a signed-out visitor
 * never fetches the chrome and a signed-in one never the forms. Every other page is its own chunk.
 */
const AccountPage = lazyPage(() => import('../features/auth/AccountPage').then((m) => m.AccountPage));
const EmailActionPage = lazyPage(() =>
  import('../features/account/EmailActionPage').then((m) => m.EmailActionPage),
);
const AppShell = lazyPage(() => import('../features/shell/components/AppShell').then((m) => m.AppShell));
const FeedPage = lazyPage(() => import('../features/pages/FeedPage').then((m) => m.FeedPage));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage));
const ProfileAccountLayout = lazyPage(() =>
  import('../features/profile/ProfileAccountLayout').then((m) => m.ProfileAccountLayout),
);
const BasicDetailsPage = lazyPage(() =>
  import('../features/profile/BasicDetailsPage').then((m) => m.BasicDetailsPage),
);
const NotificationSettingsPage = lazyPage(() =>
  import('../features/notifications/NotificationSettingsPage').then((m) => m.NotificationSettingsPage),
);
const PasswordPage = lazyPage(() => import('../features/profile/PasswordPage').then((m) => m.PasswordPage));
const DeleteAccountPage = lazyPage(() =>
  import('../features/profile/DeleteAccountPage').then((m) => m.DeleteAccountPage),
);
const WebhooksPage = lazyPage(() => import('../features/webhooks/WebhooksPage').then((m) => m.WebhooksPage));
const ManageTeamsPage = lazyPage(() =>
  import('../features/teams/ManageTeamsPage').then((m) => m.ManageTeamsPage),
);
const CreateSubscriptionPage = lazyPage(() =>
  import('../features/billing/CreateSubscriptionPage').then((m) => m.CreateSubscriptionPage),
);
const EditSubscriptionPage = lazyPage(() =>
  import('../features/billing/EditSubscriptionPage').then((m) => m.EditSubscriptionPage),
);
const BillingPage = lazyPage(() => import('../features/billing/BillingPage').then((m) => m.BillingPage));
const PaymentPage = lazyPage(() => import('../features/billing/PaymentPage').then((m) => m.PaymentPage));
const JoinTeamPage = lazyPage(() => import('../features/join-team/JoinTeamPage').then((m) => m.JoinTeamPage));
const RosterPage = lazyPage(() => import('../features/roster/RosterPage').then((m) => m.RosterPage));
const PlayerOverviewPage = lazyPage(() =>
  import('../features/roster/PlayerOverviewPage').then((m) => m.PlayerOverviewPage),
);
const EvaluationFormPage = lazyPage(() =>
  import('../features/evaluations/EvaluationFormPage').then((m) => m.EvaluationFormPage),
);
const MyEvaluationsPage = lazyPage(() =>
  import('../features/evaluations/MyEvaluationsPage').then((m) => m.MyEvaluationsPage),
);
const TemplateSettingsPage = lazyPage(() =>
  import('../features/evaluations/TemplateSettingsPage').then((m) => m.TemplateSettingsPage),
);
const DepthChartPage = lazyPage(() =>
  import('../features/evaluations/DepthChartPage').then((m) => m.DepthChartPage),
);
const ScheduleRoutes = lazyPage(() =>
  import('../features/schedule/ScheduleRoutes').then((m) => m.ScheduleRoutes),
);
const UpdateRsvpPage = lazyPage(() =>
  import('../features/schedule/UpdateRsvpPage').then((m) => m.UpdateRsvpPage),
);
const DevMailboxPage = lazyPage(() =>
  import('../features/dev-mailbox/DevMailboxPage').then((m) => m.DevMailboxPage),
);
const PublicPlayPage = lazyPage(() =>
  import('../features/public-play/PublicPlayPage').then((m) => m.PublicPlayPage),
);
const DesignerPage = lazyPage(() => import('../features/designer/DesignerPage').then((m) => m.DesignerPage));
const FeedPostPage = lazyPage(() => import('../features/feed/FeedPostPage').then((m) => m.FeedPostPage));
const DocumentsPage = lazyPage(() =>
  import('../features/documents/DocumentsPage').then((m) => m.DocumentsPage),
);
const DocumentViewerPage = lazyPage(() =>
  import('../features/documents/DocumentViewerPage').then((m) => m.DocumentViewerPage),
);
const AcknowledgementsPage = lazyPage(() =>
  import('../features/documents/AcknowledgementsPage').then((m) => m.AcknowledgementsPage),
);
const GlobalSearchPage = lazyPage(() =>
  import('../features/search/GlobalSearchPage').then((m) => m.GlobalSearchPage),
);

/**
 * The playbook feature's routes (list, usage, share). Their pages are defined by playbookRoutes() in the
 * feature's chunk; the paths are listed here because the route table must exist before that chunk does.
 */
export const PLAYBOOK_PATHS = [
  'playbook',
  'playbook/usage',
  'playbook/share/my/playbook',
  'playbook/share/my/play',
  'playbook/share/my/items/team',
  'playbook/share/team/play',
  'playbook/share/team/items/team',
] as const;

const playbookPages = PLAYBOOK_PATHS.map((path) => {
  const Page = lazyPage(async () => {
    const { playbookRoutes } = await import('../features/playbook/playbook-routes');
    const element = playbookRoutes().find((route) => route.path === path)?.element;
    if (!element) throw new Error(`the playbook feature has no page at /${path}`);
    return function PlaybookRoutePage() {
      return element;
    };
  });
  return { path, element: <Page />, preload: Page.preload };
});

/**
 * The chunks the page at this address renders first, fetched by the entry at once (main.tsx) instead of after the
 * session restore and the guards: the account forms signed out, the chrome and the page signed in.
 */
export function preloadRouteChunks(pathname: string): void {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path === 'login' || path === 'signup' || path === 'forgot-password') {
    AccountPage.preload();
    return;
  }
  const signedIn =
    path === 'feed' || path.startsWith('feed/') || path.startsWith('profile') || path.startsWith('playbook');
  if (!signedIn) return;
  AppShell.preload();
  if (path === 'feed') FeedPage.preload();
  else playbookPages.find((page) => page.path === path)?.preload();
}

function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ReloginDialog />
      <Toasts />
      <AppUpdates />
      <AboutShortcut />
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
    { path: 'feed/post', element: <FeedPostPage /> },
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
        { path: 'evaluations', element: <MyEvaluationsPage /> },
      ],
    },
    { path: 'profile/subscriptions/manage', element: <ManageTeamsPage /> },
    { path: 'profile/subscriptions/manage/webhooks', element: <WebhooksPage /> },
    { path: 'profile/subscriptions/manage/create', element: <CreateSubscriptionPage /> },
    { path: 'profile/subscriptions/manage/edit/*', element: <EditSubscriptionPage /> },
    { path: 'profile/subscriptions/billing/*', element: <BillingPage /> },
    { path: 'profile/settings/evaluation/template', element: <TemplateSettingsPage /> },
    { path: 'profile/settings', element: <NotificationSettingsPage /> },
    soon('profile/*', 'Profile', 'Account details, settings and subscriptions.'),
    { path: 'join-team', element: <JoinTeamPage /> },
    // Issue 19's results page of the header search (not in spec 1 §2's table: search README, "Decisions").
    { path: 'search', element: <GlobalSearchPage /> },
    { path: 'payment/*', element: <PaymentPage /> },
  ];
  if (features.PlayDesigner) {
    const designer = (kind: 'new' | 'play' | 'team'): RouteObject => ({
      path: `playbook/${kind}`,
      element: <DesignerPage kind={kind} />,
    });
    protectedPages.push(designer('new'), designer('play'), designer('team'));
    protectedPages.push(...playbookPages.map(({ path, element }) => ({ path, element })));
    // Other playbook paths (the editor's) until their pages are registered.
    protectedPages.push(soon('playbook/*', 'Playbook', 'Design, organise and share plays.'));
  }
  if (features.Schedule) {
    protectedPages.push(guarded('schedule', { path: '*', element: <ScheduleRoutes /> }));
  }
  if (features.Roster || features.TeamAdmin) {
    protectedPages.push({
      path: 'team',
      element: <SubscriptionGuard />,
      children: [
        { index: true, element: <RedirectTo path="roster" /> },
        { path: 'roster', element: <RosterPage /> },
        { path: 'player', element: <PlayerOverviewPage /> },
        { path: 'player/overview', element: <PlayerOverviewPage /> },
        { path: 'player/evaluation/*', element: <EvaluationFormPage /> },
        { path: 'depth-chart', element: <DepthChartPage /> },
        soon('*', 'Roster', 'Player ratings and the depth chart.'),
      ],
    });
  }
  if (features.TeamDocuments) {
    protectedPages.push({
      path: 'documents',
      element: <SubscriptionGuard feature="documents" />,
      children: [
        { index: true, element: <RedirectTo path="list" /> },
        { path: 'list', element: <DocumentsPage /> },
        { path: 'view', element: <DocumentViewerPage /> },
        { path: 'acks', element: <AcknowledgementsPage /> },
        { path: '*', element: <RedirectTo path="list" /> },
      ],
    });
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
        // The mailed one-click RSVP answer works signed out: its signed key is the credential.
        ...(features.Schedule ? [{ path: 'schedule/update-rsvp', element: <UpdateRsvpPage /> }] : []),
        { path: 'dev/mailbox', element: <DevMailboxPage /> },
        { path: 'play/*', element: <PublicPlayPage /> },
        // Community pages are open to signed-out visitors too (spec 3 §4).
        ...(features.Community ? [communityRoute()] : []),
        {
          element: (
            <RequireAuth>
              <ProfileGate>
                <TeamsReadyGate>
                  <AppShell />
                </TeamsReadyGate>
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
