import { Alert, Button, Group, NativeSelect, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { blogPostInputSchema, LOCALES, type Locale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { BlogPostBody } from '@/features/content/blog/api/create-blog-post';
import type { BlogPost } from '@/features/content/blog/api/get-blog-post';
import { RichTextEditor } from '@/features/content/blog/components/rich-text-editor';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Values = { title: string; slug: string; summary: string; body: string; locale: Locale; tags: string[] };

const valuesOf = (post: BlogPost | undefined, locale: Locale): Values => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  summary: post?.summary ?? '',
  body: post?.body ?? '',
  locale: post?.locale ?? locale,
  tags: post?.tags ?? [],
});

/** The request as typed: an empty address or summary is null (the API derives the address from the title). */
const draftOf = (v: Values): BlogPostBody => ({ ...v, slug: v.slug.trim() || null, summary: v.summary.trim() || null });
const validate = schemaValidator<Values>(blogPostInputSchema, draftOf);

type Props = {
  post?: BlogPost;
  locale: Locale;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: BlogPostBody) => Promise<unknown>;
  uploadImage?: (file: File) => Promise<string>;
};

/** Title, address, language, summary, tags and the body: create and edit. */
export function BlogPostForm({ post, locale, submitLabel, pending, onSubmit, uploadImage }: Props) {
  const { t } = useTranslation('blog');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(post, locale),
    validate,
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await onSubmit(draftOf(v));
    } catch (error) {
      if (isApiError(error) && error.fields) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <TextInput label={t('fields.title')} required {...input('title')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={<OptionalLabel>{t('fields.slug')}</OptionalLabel>} description={t('slugHint')} {...input('slug')} />
          <NativeSelect
            label={t('fields.locale')}
            data={LOCALES.map((l) => ({ value: l, label: t(`locales.${l}`) }))}
            {...input('locale')}
          />
        </Group>
        <Textarea label={<OptionalLabel>{t('fields.summary')}</OptionalLabel>} rows={3} maxLength={500} {...input('summary')} />
        <TagsInput label={<OptionalLabel>{t('fields.tags')}</OptionalLabel>} description={t('tagsHint')} maxTags={10} {...input('tags')} />
        <RichTextEditor
          label={t('fields.body')}
          initialValue={form.values.body}
          onChange={(html) => form.setFieldValue('body', html)}
          uploadImage={uploadImage}
          error={fieldError(form.errors.body as string | undefined)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
