import {
  Box,
  Button,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DeferredOverlayProps } from '../../components/deferred-overlay';
import { NotificationBellButton } from './NotificationBellButton';
import {
  LIST_POLL_MS,
  type InboxItem,
  useGetNotificationsQuery,
  useGetUnreadCountQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationsReadMutation,
} from './notificationsApi';

const ago = (iso: string, now: number) => {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(iso).toLocaleDateString();
};

function Item({ item, now, onOpen }: { item: InboxItem; now: number; onOpen: (item: InboxItem) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      p="xs"
      w="100%"
      style={{ borderRadius: 6, background: item.read ? undefined : 'var(--mantine-color-blue-light)' }}
    >
      <Text size="sm" fw={item.read ? 400 : 700} lineClamp={2}>
        {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
        {item.title}
      </Text>
      {item.body && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {item.body}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {ago(item.updatedAt, now)}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The header bell's popover: the newest items, mark read, deep links; kept live by polling while open. Loaded on
 * first use (NotificationBell.tsx); the header shows the bell and its badge alone until then.
 */
export function NotificationBellOverlay({ defaultOpened = false }: DeferredOverlayProps) {
  const [opened, setOpened] = useState(defaultOpened);
  const navigate = useNavigate();
  const { data: count } = useGetUnreadCountQuery();
  const {
    data: page,
    isLoading,
    fulfilledTimeStamp,
  } = useGetNotificationsQuery(undefined, {
    skip: !opened,
    pollingInterval: opened ? LIST_POLL_MS : 0,
  });
  const [markRead] = useMarkNotificationsReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const unread = count?.unreadCount ?? 0;

  const open = (item: InboxItem) => {
    setOpened(false);
    if (!item.read) void markRead([item.id]);
    void navigate(item.link);
  };

  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md" withinPortal>
      {/* The target is the button itself (aria-haspopup and aria-expanded on it), the badge around it. */}
      <NotificationBellButton
        wrapButton={(button) => <Popover.Target>{button}</Popover.Target>}
        onClick={() => setOpened((o) => !o)}
      />
      <Popover.Dropdown p="xs">
        <Group justify="space-between" mb="xs" px="xs">
          <Text fw={700} size="sm">
            Notifications
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            loading={markingAll}
            onClick={() => void markAll()}
          >
            Mark all read
          </Button>
        </Group>
        <ScrollArea.Autosize mah={400}>
          <Stack gap={4} role="list" aria-label="Notifications">
            {page?.items.map((item) => (
              <Box role="listitem" key={item.id}>
                <Item item={item} now={fulfilledTimeStamp ?? 0} onOpen={open} />
              </Box>
            ))}
            {!isLoading && page && page.items.length === 0 && (
              <Text size="sm" c="dimmed" p="xs">
                No notifications yet.
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Box px="xs" pt="xs">
          <Button
            component={Link}
            to="/profile/settings"
            size="compact-xs"
            variant="subtle"
            onClick={() => setOpened(false)}
          >
            Notification settings
          </Button>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
