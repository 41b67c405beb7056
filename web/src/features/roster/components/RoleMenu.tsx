import { NativeSelect, Text } from '@mantine/core';
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
  if (disabled || choices.length === 0)
    return (
      <Text span size="sm">
        {ROLE_LABELS[role]}
      </Text>
    );
  return (
    <NativeSelect
      aria-label={`Role of ${name}`}
      size="xs"
      value={role}
      data={choices.map((choice) => ({ value: choice, label: ROLE_LABELS[choice] }))}
      onChange={(event) => onChange(event.currentTarget.value as TeamRole)}
    />
  );
}
