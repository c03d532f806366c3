import { ActionIcon, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventTeamList } from '@/features/content/events/api/get-event-teams';

type Team = EventTeamList['data'][number];
type Person = { id: number; name: string };
type Props = {
  team: Team;
  people: Person[];
  pending: boolean;
  onRename: (name: string) => void;
  onDelete: () => void;
  onPut: (userId: number) => void;
  onRemove: (userId: number) => void;
};

/** One team for its organisers: rename, delete, put a person in, take one out. */
export function TeamRow({ team, people, pending, onRename, onDelete, onPut, onRemove }: Props) {
  const { t } = useTranslation('events');
  const [name, setName] = useState(team.name);
  const [person, setPerson] = useState('');
  const inTeam = new Set(team.members.map((m) => m.id));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`manage-team-${team.id}`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`manage-team-${team.id}`}>
          {team.name}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput label={t('teams.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} autoComplete="off" />
          <Button
            variant="default"
            disabled={!name.trim() || name.trim() === team.name}
            loading={pending}
            onClick={() => onRename(name.trim())}
          >
            {t('teams.rename')}
          </Button>
          <Button variant="subtle" color="red" loading={pending} onClick={onDelete}>
            {t('teams.delete', { name: team.name })}
          </Button>
        </Group>
        {team.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('teams.noMembers')}
          </Text>
        ) : (
          <Group gap="xs">
            {team.members.map((m) => (
              <Group key={m.id} gap={4} wrap="nowrap">
                <Text size="sm">{m.name}</Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('teams.remove', { name: m.name })}
                  onClick={() => onRemove(m.id)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Group>
        )}
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('teams.person')}
            value={person}
            onChange={(e) => setPerson(e.currentTarget.value)}
            data={[
              { value: '', label: t('choose') },
              ...people.filter((p) => !inTeam.has(p.id)).map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <Button
            disabled={!person}
            loading={pending}
            onClick={() => {
              onPut(Number(person));
              setPerson('');
            }}
          >
            {t('teams.put')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
