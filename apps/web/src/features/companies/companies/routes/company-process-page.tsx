import { Alert, Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { formatDateTime, type CompanyProcess } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCompleteProcessStep } from '@/features/companies/companies/api/complete-process-step';
import { useCompany } from '@/features/companies/companies/api/get-company';
import { useCompanyProcess } from '@/features/companies/companies/api/get-company-process';
import { useUndoProcessStep } from '@/features/companies/companies/api/undo-process-step';
import { LoadState } from '@/components/ui/load-state';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Step = CompanyProcess['steps'][number];

/** The onboarding checklist of a company: each step done or not, by whom and when, with complete and undo. */
export function CompanyProcessPage() {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const company = useCompany(id);
  const process = useCompanyProcess(id);
  const complete = useCompleteProcessStep();
  const undo = useUndoProcessStep();
  const [failure, setFailure] = useState<unknown>(null);
  const progressId = useId();
  const title = company.data ? t('process.titleOf', { name: company.data.name }) : t('process.title');
  usePageTitle(title);

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!process.data || !company.data) return <LoadState error={process.error ?? company.error} />;

  const pendingStep = complete.isPending ? complete.variables?.step : undo.isPending ? undo.variables?.step : null;
  const act = (step: Step) => {
    setFailure(null);
    const mutation = step.done ? undo : complete;
    mutation.mutate({ companyId: id, step: step.step }, { onError: setFailure });
  };
  const { steps, doneCount } = process.data;

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.companies.detail.getHref(locale, id)} size="sm">
          {t('actions.backToCompany', { name: company.data.name })}
        </Anchor>
        <Title order={1}>{title}</Title>
      </div>
      <div>
        <Text id={progressId} mb={4}>
          {t('process.progress', { done: doneCount, total: steps.length })}
        </Text>
        <Progress.Root>
          <Progress.Section value={(doneCount / steps.length) * 100} aria-labelledby={progressId} />
        </Progress.Root>
      </div>
      {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step) => (
          <Paper component="li" key={step.step} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color={step.done ? 'green' : 'gray'} radius="xl" aria-hidden>
                  {step.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(`process.steps.${step.step}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {step.done
                      ? t('process.doneByAt', { who: step.doneBy?.name ?? t('process.system'), at: formatDateTime(step.doneAt) })
                      : t('process.notDone')}
                  </Text>
                </div>
              </Group>
              <Group gap="sm">
                <Badge color={step.done ? 'green' : 'gray'} variant="light">
                  {step.done ? t('process.done') : t('process.todo')}
                </Badge>
                <Button
                  size="xs"
                  variant={step.done ? 'default' : 'filled'}
                  loading={pendingStep === step.step}
                  disabled={pendingStep !== null && pendingStep !== step.step}
                  onClick={() => act(step)}
                  aria-label={t(step.done ? 'process.undoStep' : 'process.completeStep', { step: t(`process.steps.${step.step}`) })}
                >
                  {step.done ? t('process.undo') : t('process.complete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
