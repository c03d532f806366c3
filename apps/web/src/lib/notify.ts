import { notifications, type NotificationData } from '@mantine/notifications';
import type { MantineColor } from '@mantine/core';
import { i18n } from '@/lib/i18n';

export type NotifyType = 'default' | 'success' | 'error' | 'info' | 'warning' | 'loading';

const COLORS: Record<NotifyType, MantineColor | undefined> = {
  default: undefined,
  success: 'green',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
  loading: undefined,
};

function toNotification(type: NotifyType, message: string, id?: string): NotificationData {
  const loading = type === 'loading';
  return {
    id,
    message,
    color: COLORS[type],
    loading,
    // A loading toast stays until it is updated with the outcome.
    autoClose: loading ? false : undefined,
    withCloseButton: !loading,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.closeNotification') },
    'data-notify-type': type,
  };
}

/** Shows a toast (top-right, 4 s, at most 3 at once) and returns its id. */
export function notify(type: NotifyType, message: string): string {
  return notifications.show(toNotification(type, message));
}

/** Turns a toast (typically a `loading` one) into another type, restoring auto-close. */
export function updateNotify(id: string, type: NotifyType, message: string): void {
  notifications.update({ ...toNotification(type, message, id), autoClose: type === 'loading' ? false : 4000 });
}
