// Its own module so that the toasts' component is a separate chunk, loaded by app/notifications-host.tsx.
export { Notifications } from '@mantine/notifications';
