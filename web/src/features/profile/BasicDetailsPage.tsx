import { usePageTitle } from '../../config/EditionContext';
import { EmailForm } from './components/EmailForm';
import { NameForm } from './components/NameForm';
import { useGetProfileQuery } from './profileApi';

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export function BasicDetailsPage() {
  usePageTitle('Account');
  // The profile gate renders protected pages only once the profile is loaded.
  const { data } = useGetProfileQuery();
  if (!data) return null;
  const { basicDetails } = data;
  return (
    <>
      <NameForm current={{ firstName: basicDetails.firstName, lastName: basicDetails.lastName }} />
      <EmailForm email={basicDetails.email} verified={basicDetails.emailVerified} />
      <dl className="details card profile-form">
        <dt>Member since</dt>
        <dd>{formatDate(basicDetails.createdDate)}</dd>
        <dt>Last access</dt>
        <dd>{formatDate(basicDetails.lastAccess)}</dd>
      </dl>
    </>
  );
}
