import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  title: string;
  /** What will happen, one line per effect (counts already in words). */
  intro?: string;
  effects: string[];
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** A question the action needs answered, shown under the effects (a payment's method). */
  children?: ReactNode;
};

/** Before a bulk or destructive action: says what it will do, and asks once. */
export function ConfirmAction({ opened, title, intro, effects, confirmLabel, cancelLabel, pending, onConfirm, onClose, children }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered withCloseButton={false}>
      <Stack gap="md">
        {intro && <Text>{intro}</Text>}
        {effects.length > 0 && (
          <List>
            {effects.map((effect) => (
              <List.Item key={effect}>{effect}</List.Item>
            ))}
          </List>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color="orange.9" loading={pending} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
