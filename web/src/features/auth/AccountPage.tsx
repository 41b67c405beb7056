import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useEdition, usePageTitle } from '../../config/EditionContext';
import { selectSessionStatus } from './authSlice';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { LoginForm } from './components/LoginForm';
import { SignupForm } from './components/SignupForm';
import { takeDeepLink } from './deep-link';

export type AccountMode = 'login' | 'signup' | 'forgot-password';

const TITLES: Record<AccountMode, string> = {
  login: 'Log In',
  signup: 'Sign Up',
  'forgot-password': 'Forgot Password',
};

/** Spec 1 §1: what the sign-in page advertises. */
const SELLING_POINTS = [
  'A virtual play designer: your first 10 plays are free',
  'Team organisation: rosters, schedules and team communication',
  'Practice planning',
  'Opponent scouting and player evaluation',
];

export function AccountPage({ mode }: { mode: AccountMode }) {
  usePageTitle(TITLES[mode]);
  const { siteName, sportName } = useEdition();
  const status = useAppSelector(selectSessionStatus);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const deepLink = params.get('d');
  // Tabs keep d= so the deep link survives switching between login and signup.
  const withDeepLink = (path: string) => (deepLink ? `${path}?d=${encodeURIComponent(deepLink)}` : path);

  useEffect(() => {
    if (status === 'signedIn') navigate(takeDeepLink(deepLink), { replace: true });
  }, [status, deepLink, navigate]);

  if (status !== 'signedOut') return null;

  return (
    <div className="account-page">
      <aside className="account-page__pitch">
        <h1>{siteName}</h1>
        <p>Everything a {sportName} coach needs, in one place.</p>
        <ul>
          {SELLING_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </aside>
      <section className="account-page__card">
        <nav className="tabs" aria-label="Account">
          <Link
            className={`tabs__tab${mode === 'login' ? ' tabs__tab--active' : ''}`}
            to={withDeepLink('/login')}
          >
            Login
          </Link>
          <Link
            className={`tabs__tab${mode === 'signup' ? ' tabs__tab--active' : ''}`}
            to={withDeepLink('/signup')}
          >
            Signup
          </Link>
        </nav>
        {mode === 'login' && <LoginForm forgotPath={withDeepLink('/forgot-password')} />}
        {mode === 'signup' && <SignupForm />}
        {mode === 'forgot-password' && <ForgotPasswordForm loginPath={withDeepLink('/login')} />}
      </section>
    </div>
  );
}
