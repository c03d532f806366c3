import { Anchor, Group, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { CustomerContact as Contact } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/** How to reach the customer before a visit (decision 102): a tap calls, another writes. The workshop's screens only. */
export function CustomerContact({ contact }: { contact: Contact | null }) {
  const { t } = useTranslation('workshopJobs', { keyPrefix: 'parts' });
  if (!contact) return null;
  return (
    <Group gap="md" wrap="wrap" aria-label={t('customerContact.label')} role="group">
      {contact.phone ? (
        <Anchor href={`tel:${contact.phone.replace(/\s+/g, '')}`} size="sm">
          <IconPhone size={14} aria-hidden /> {contact.phone}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('customerContact.noPhone')}
        </Text>
      )}
      <Anchor href={`mailto:${contact.email}`} size="sm">
        <IconMail size={14} aria-hidden /> {contact.email}
      </Anchor>
    </Group>
  );
}
