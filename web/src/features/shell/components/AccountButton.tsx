import { Avatar, UnstyledButton } from '@mantine/core';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/authSlice';

function initials(first: string | undefined, last: string | undefined): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

type AccountButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** The avatar that opens the user menu (UserMenu), with the menu's or its stand-in's attributes. */
export function AccountButton(props: AccountButtonProps) {
  const user = useAppSelector(selectUser);
  // The visible initials start the button's name (WCAG 2.5.3 label in name): "JL Account menu".
  const shown = initials(user?.firstName, user?.lastName);
  return (
    <UnstyledButton
      {...props}
      aria-label={`${shown} Account menu`}
      style={{ borderRadius: '50%', display: 'flex' }}
    >
      <Avatar color="accent" variant="filled" radius="xl" size={38}>
        {shown}
      </Avatar>
    </UnstyledButton>
  );
}
