import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTeamPath } from '../../teams/use-active-team';
import { useGetAdminBillingQuery } from '../billingApi';
import { type UpgradeReason, upgradeTarget } from '../upgrade-target';

/** The owner's way out of a subscription guard: the billing screen that pays for or upgrades this team. */
export default function UpgradeLink({
  team,
  reason,
  feature,
}: {
  team: { id: string; plan: string | null };
  reason: UpgradeReason;
  feature?: 'schedule' | 'documents';
}) {
  const { data, isLoading } = useGetAdminBillingQuery();
  const teamPath = useTeamPath();
  if (isLoading) return null;
  const target = upgradeTarget(team, reason, data?.entities ?? [], feature);
  return (
    // A button-styled link: the one way forward from the guard, like the no-team fallback's Create Team.
    <Button component={Link} to={teamPath(target.to)}>
      {target.label}
    </Button>
  );
}
