import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import notificationClasses from '@/app/notifications.module.css';

// The toasts' component (transitions, portal, positioning) loads with the first toast: most first visits show none.
const Notifications = lazy(() => import('@/app/notifications-toasts').then((m) => ({ default: m.Notifications })));

/** Mounts the toasts (top-right, at most 3 at once) once something is to be shown; `notify()` queues in the store before. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (notifications.length > 0 || queue.length > 0) setWanted(true);
  }, [notifications.length, queue.length]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={3} autoClose={4000} classNames={notificationClasses} />
    </Suspense>
  );
}
