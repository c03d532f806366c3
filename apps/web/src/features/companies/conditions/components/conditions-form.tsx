import { Alert, Anchor, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPANY_ACCESS_FEATURES, type Building, type CompanyBike, type Conditions, type UserListItem } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateConditions } from '@/features/companies/conditions/api/update-conditions';
import { SharedBikeFields } from '@/features/companies/conditions/components/shared-bike-fields';
import {
  conditionsValues,
  toConditionsRequest,
  toFormErrors,
  validateConditions,
  type ConditionsValues,
} from '@/features/companies/conditions/conditions-values';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

type Props = {
  conditions: Conditions;
  users: UserListItem[];
  buildings: Building[];
  /** The company's physical bikes, which the shared-bike condition may name. */
  bikes: CompanyBike[];
  /** The quiz builder of this company (another module's screen). */
  quizHref: string;
};

/**
 * A company's rules, the same form for the admin and for the company's fleet manager: the features its
 * employees get, sign-up, the quiz, and the shared-bike condition.
 */
export function ConditionsForm({ conditions, users, buildings, bikes, quizHref }: Props) {
  const { t } = useTranslation('conditions');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const update = useUpdateConditions();
  const [failure, setFailure] = useState<unknown>(null);
  const accessId = useId();
  const sharedId = useId();

  const form = useForm<ConditionsValues>({
    mode: 'controlled',
    initialValues: conditionsValues(conditions),
    validate: validateConditions,
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      update.mutate(
        { companyId: conditions.companyId, request: toConditionsRequest(values) },
        {
          onSuccess: (saved) => {
            const next = conditionsValues(saved);
            form.setValues(next);
            form.resetDirty(next);
            notify('success', t('form.saved'));
          },
          onError: (error) => {
            if (isApiError(error)) form.setErrors(toFormErrors(error.fields));
            setFailure(error);
          },
        },
      );
    },
    () => setFailure('invalid'),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper component="section" aria-labelledby={accessId} withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Title order={2} size="h3" id={accessId}>
              {t('form.accessTitle')}
            </Title>
            <Checkbox.Group
              {...form.getInputProps('access')}
              error={fieldError(form.errors.access)}
              label={t('form.access')}
              description={t('form.accessHint')}
            >
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
                {COMPANY_ACCESS_FEATURES.map((feature) => (
                  <Checkbox key={feature} value={feature} label={t(`features.${feature}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Switch
              {...form.getInputProps('selfRegistration', { type: 'checkbox' })}
              label={t('form.selfRegistration')}
              description={t('form.selfRegistrationHint')}
            />
            <div>
              <Switch
                {...form.getInputProps('quizRequired', { type: 'checkbox' })}
                label={t('form.quizRequired')}
                description={t('form.quizRequiredHint')}
              />
              <Anchor component={Link} to={quizHref} size="sm" ml={54}>
                {t('form.quizBuilder')}
              </Anchor>
            </div>
          </Stack>
        </Paper>

        <Paper component="section" aria-labelledby={sharedId} withBorder radius="lg" p="lg">
          <Stack gap="md">
            <div>
              <Title order={2} size="h3" id={sharedId}>
                {t('sharedBikes.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('sharedBikes.intro')}
              </Text>
            </div>
            <SharedBikeFields form={form} users={users} buildings={buildings} bikes={bikes} />
          </Stack>
        </Paper>

        {failure !== null && <Alert color="red">{failure === 'invalid' ? t('form.invalid') : errorMessage(failure)}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
