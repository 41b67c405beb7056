import { Link } from 'react-router';
import { useGetMailboxQuery } from '../devMailboxApi';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

/** A menu entry that exists only where the mailbox answers (the embedded product). */
export function DevMailboxLink({ onClick }: { onClick?: () => void }) {
  const { isSuccess } = useGetMailboxQuery();
  if (!isSuccess) return null;
  return (
    <li role="none">
      <Link role="menuitem" to={DEV_MAILBOX_PATH} onClick={onClick}>
        Dev Mailbox
      </Link>
    </li>
  );
}
