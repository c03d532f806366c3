import { Alert, Button, Group, Modal, NativeSelect, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FAQ_THEMES, faqEntryInputSchema, LOCALES, type FaqTheme, type Locale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqEntry } from '@/features/content/faq/api/get-faq-entries';
import { useSaveFaqEntry } from '@/features/content/faq/api/save-faq-entry';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Values = { theme: FaqTheme; published: boolean; question: Record<Locale, string>; answer: Record<Locale, string> };

const empty = { fr: '', en: '', nl: '' };
const valuesOf = (entry: FaqEntry | null, theme: FaqTheme): Values => ({
  theme: entry?.theme ?? theme,
  published: entry?.published ?? true,
  question: entry ? { ...entry.question } : { ...empty },
  answer: entry ? { ...entry.answer } : { ...empty },
});

type Props = { entry: FaqEntry | null; theme: FaqTheme; onClose: () => void };

/** Writes or changes an entry: its theme, and its question and answer in each language (all three required). */
export function FaqEntryForm({ entry, theme, onClose }: Props) {
  const { t } = useTranslation('faq');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const save = useSaveFaqEntry();
  const [failure, setFailure] = useState<unknown>(null);
  const [tab, setTab] = useState<string | null>('fr');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(entry, theme),
    validate: schemaValidator<Values>(faqEntryInputSchema),
    onValuesChange: () => setFailure(null),
  });
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const hasError = (l: Locale) => Boolean(form.errors[`question.${l}`] || form.errors[`answer.${l}`]);

  const submit = form.onSubmit(
    async (v) => {
      try {
        await save.mutateAsync({ id: entry?.id ?? null, body: v });
        onClose();
      } catch (error) {
        if (isApiError(error)) form.setErrors(error.fields);
        setFailure(error);
      }
    },
    // The first language with a missing text opens, so the error is seen.
    (errors) => setTab(LOCALES.find((l) => errors[`question.${l}`] || errors[`answer.${l}`]) ?? tab),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={entry ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          <Group grow align="flex-end" wrap="wrap">
            <NativeSelect
              {...input('theme')}
              label={t('form.theme')}
              data={FAQ_THEMES.map((value) => ({ value, label: t(`themes.${value}`) }))}
            />
            <Switch {...form.getInputProps('published', { type: 'checkbox' })} label={t('form.published')} />
          </Group>
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List>
              {LOCALES.map((l) => (
                <Tabs.Tab key={l} value={l} c={hasError(l) ? 'red.8' : undefined}>
                  {t(`languages.${l}`)}
                  {hasError(l) ? ` — ${t('form.incomplete')}` : ''}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LOCALES.map((l) => (
              <Tabs.Panel key={l} value={l} pt="sm">
                <Stack gap="sm">
                  <TextInput {...input(`question.${l}`)} label={t('form.question')} required maxLength={300} />
                  <Textarea {...input(`answer.${l}`)} label={t('form.answer')} description={t('form.markdownHelp')} required rows={7} />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Text size="sm" c="dimmed">
            {t('form.allLanguages')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {entry ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
