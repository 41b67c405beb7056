import { Menu } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useGetMailboxQuery } from '../devMailboxApi';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

/** A menu entry (inside the user menu) that exists only where the mailbox answers (the embedded product). */
export function DevMailboxLink() {
  const { isSuccess } = useGetMailboxQuery();
  if (!isSuccess) return null;
  return (
    <Menu.Item
      component={Link}
      to={DEV_MAILBOX_PATH}
      leftSection={<IconMail size={16} stroke={1.6} aria-hidden />}
    >
      Dev Mailbox
    </Menu.Item>
  );
}
