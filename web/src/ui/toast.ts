import { notifications } from '@mantine/notifications';

/** A short confirmation in the corner after an action (announced by screen readers as a status). */
export function toast(message: string): void {
  notifications.show({ message, color: 'teal', withBorder: true });
}

/** The same for an action that failed. */
export function toastError(message: string): void {
  notifications.show({ message, color: 'red', withBorder: true, autoClose: 6000 });
}
