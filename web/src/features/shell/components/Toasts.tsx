import { Anchor, Notification, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectToasts, toastDismissed, TOAST_MS, type Toast } from '../toastsSlice';

const COLOURS: Record<Toast['kind'], string> = { info: 'brand', success: 'green', error: 'red' };

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);

  return (
    <Notification
      role="alert"
      color={COLOURS[toast.kind]}
      withBorder
      closeButtonProps={{ 'aria-label': 'Dismiss' }}
      onClose={() => dispatch(toastDismissed(toast.id))}
    >
      {toast.message}
      {toast.action && (
        <>
          {' '}
          <Anchor
            component={Link}
            to={toast.action.to}
            fw={600}
            onClick={() => dispatch(toastDismissed(toast.id))}
          >
            {toast.action.label}
          </Anchor>
        </>
      )}
    </Notification>
  );
}

/**
 * The store's toasts (spec 1 §8/§9: gone after 5 s), drawn with the kit's Notification. They render inside the
 * router rather than through @mantine/notifications' host, because an action is an in-app link.
 */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  if (toasts.length === 0) return null;
  return (
    <Stack
      gap="xs"
      pos="fixed"
      bottom={76}
      right={16}
      w="min(380px, calc(100vw - 32px))"
      style={{ zIndex: 400 }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
