import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requestReplyInputSchema, toLocale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@/features/requests/requests/api/get-request';
import { useReplyToRequest } from '@/features/requests/requests/api/reply-to-request';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { message: string };

/** The answer to a request, mailed to the requester in their language; the request then shows as answered. */
export function ReplyForm({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('requests');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const reply = useReplyToRequest();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: schemaValidator<Values>(requestReplyInputSchema),
  });

  const submit = form.onSubmit(async ({ message }) => {
    setFailure(null);
    try {
      await reply.mutateAsync({ id: request.id, message: message.trim() });
      form.reset();
      notify('success', t('reply.sent', { email: request.email }));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Textarea
          {...form.getInputProps('message')}
          error={fieldError(form.errors.message)}
          label={t('reply.message')}
          description={t('reply.hint', { email: request.email, language: t(`languages.${toLocale(request.locale)}`) })}
          required
          autosize
          minRows={5}
          maxRows={16}
          maxLength={5000}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            {t('reply.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
