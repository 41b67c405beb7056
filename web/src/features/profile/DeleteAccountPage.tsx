import { usePageTitle } from '../../config/EditionContext';
import { DeleteAccountForm } from './components/DeleteAccountForm';

export function DeleteAccountPage() {
  usePageTitle('Delete Account');
  return <DeleteAccountForm />;
}
