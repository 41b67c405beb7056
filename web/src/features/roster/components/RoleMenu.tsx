import type { TeamRole } from '@chalktalk/domain';
import { ROLE_LABELS, roleChoices } from '../role-options';

interface RoleMenuProps {
  name: string;
  role: TeamRole;
  viewerIsAdmin: boolean;
  disabled?: boolean;
  onChange: (role: TeamRole) => void;
}

/** The member's role, changeable by editors (changeUserRole). Plain text when the viewer may not change it. */
export function RoleMenu({ name, role, viewerIsAdmin, disabled, onChange }: RoleMenuProps) {
  const choices = roleChoices(role, viewerIsAdmin);
  if (disabled || choices.length === 0) return <span>{ROLE_LABELS[role]}</span>;
  return (
    <select
      aria-label={`Role of ${name}`}
      value={role}
      onChange={(event) => onChange(event.target.value as TeamRole)}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {ROLE_LABELS[choice]}
        </option>
      ))}
    </select>
  );
}
