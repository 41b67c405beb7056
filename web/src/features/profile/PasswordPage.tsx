import { usePageTitle } from '../../config/EditionContext';
import { PasswordForm } from './components/PasswordForm';

export function PasswordPage() {
  usePageTitle('Password');
  return <PasswordForm />;
}
