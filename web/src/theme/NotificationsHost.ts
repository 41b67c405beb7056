// The notifications host's chunk: @mantine/notifications with its own stylesheet (DeferredNotifications.tsx).
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
