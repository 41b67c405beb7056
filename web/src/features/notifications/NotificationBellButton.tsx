import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ButtonHTMLAttributes, ReactElement, Ref } from 'react';
import { BELL_POLL_MS, useGetUnreadCountQuery } from './notificationsApi';

type NotificationBellButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  /** Wraps the button inside the unread badge (the popover's target). */
  wrapButton?: (button: ReactElement) => ReactElement;
};

/** The header bell with its unread badge, kept live by polling; opens the notifications (NotificationBell). */
export function NotificationBellButton({
  wrapButton = (button) => button,
  ...props
}: NotificationBellButtonProps) {
  const { data: count } = useGetUnreadCountQuery(undefined, {
    pollingInterval: BELL_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const unread = count?.unreadCount ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={6}>
      {wrapButton(
        <ActionIcon
          {...props}
          variant="subtle"
          color="gray.0"
          size="lg"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>,
      )}
    </Indicator>
  );
}
