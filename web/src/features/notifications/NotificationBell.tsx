import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BELL_POLL_MS,
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

/** The header bell: unread count, the newest items, mark read, deep links; kept live by polling. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const { data: count } = useGetUnreadCountQuery(undefined, {
    pollingInterval: BELL_POLL_MS,
    skipPollingIfUnfocused: true,
  });
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
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        color="red"
        disabled={unread === 0}
        offset={6}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.0"
            size="lg"
            aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
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
