import { Alert, Button, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddPoints } from '@/features/content/events/api/add-points';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** Points for a team in a game (negative to correct a mistake); each entry is kept with who entered it and when. */
export function PointsForm({ eventId, gameId, teams }: { eventId: number; gameId: number; teams: { id: number; name: string }[] }) {
  const { t } = useTranslation('events');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const add = useAddPoints(eventId, gameId);
  const [teamId, setTeamId] = useState('');
  const [points, setPoints] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [touched, setTouched] = useState(false);
  const fields: Record<string, string> = isApiError(failure) ? failure.fields : {};
  const invalidPoints = touched && (points === '' || Number(points) === 0);
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setTouched(true);
        if (!teamId || points === '' || Number(points) === 0) return;
        setFailure(null);
        try {
          await add.mutateAsync({ teamId: Number(teamId), points: Number(points), note: note.trim() || null });
          notify('success', t('points.added'));
          setPoints('');
          setNote('');
          setTouched(false);
        } catch (error) {
          setFailure(error);
        }
      }}
    >
      {failure !== null && !Object.keys(fields).length && <Alert color="red">{errorMessage(failure)}</Alert>}
      <Group align="flex-start" wrap="wrap">
        <NativeSelect
          label={t('fields.team')}
          value={teamId}
          onChange={(e) => setTeamId(e.currentTarget.value)}
          error={fieldError(fields.teamId) ?? (touched && !teamId ? fieldError('required') : undefined)}
          required
          data={[{ value: '', label: t('choose') }, ...teams.map((x) => ({ value: String(x.id), label: x.name }))]}
        />
        <NumberInput
          label={t('fields.points')}
          value={points}
          onChange={setPoints}
          allowDecimal={false}
          min={-100000}
          max={100000}
          error={fieldError(fields.points) ?? (invalidPoints ? fieldError('invalid') : undefined)}
          required
        />
        <TextInput
          label={t('fields.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={fieldError(fields.note)}
          autoComplete="off"
        />
        <Button type="submit" mt={25} loading={add.isPending}>
          {t('points.add')}
        </Button>
      </Group>
    </form>
  );
}
