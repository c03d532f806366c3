import { ActionIcon, Group, Input, Text, Tooltip } from '@mantine/core';
import { IconBlockquote, IconBold, IconH2, IconH3, IconItalic, IconLink, IconList, IconListNumbers, IconPhoto } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './rich-text-editor.module.css';

type Props = {
  label: string;
  /** The HTML the editor starts with (read once). */
  initialValue: string;
  onChange: (html: string) => void;
  /** Uploads an image and answers its address; without it the image button explains that the post must be saved first. */
  uploadImage?: (file: File) => Promise<string>;
  error?: string;
};

/**
 * A light rich-text editor (decision 056): the browser's own editing surface and a toolbar for what the blog keeps
 * (headings, emphasis, lists, quotes, links, images). No editor library, so the admin chunk stays small; the server
 * keeps only allowed HTML whatever is sent.
 */
export function RichTextEditor({ label, initialValue, onChange, uploadImage, error }: Props) {
  const { t } = useTranslation('blog');
  const ref = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    // Read once: rewriting the surface while typing would move the caret.
    if (ref.current) ref.current.innerHTML = initialValue;
    // Enter starts a paragraph (<p>), which the blog keeps, not a <div>, which it would flatten.
    if (typeof document.execCommand === 'function') document.execCommand('defaultParagraphSeparator', false, 'p');
  }, []);

  const changed = () => onChange(ref.current?.innerHTML ?? '');
  const run = (command: string, value?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, value);
    changed();
  };
  const addLink = () => {
    const url = window.prompt(t('editor.linkPrompt'), 'https://');
    if (url) run('createLink', url);
  };
  const addImage = async (file: File | undefined) => {
    if (!file || !uploadImage) return;
    setUploading(true);
    try {
      run('insertImage', await uploadImage(file));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const tools = [
    { key: 'bold', icon: IconBold, action: () => run('bold') },
    { key: 'italic', icon: IconItalic, action: () => run('italic') },
    { key: 'heading2', icon: IconH2, action: () => run('formatBlock', 'h2') },
    { key: 'heading3', icon: IconH3, action: () => run('formatBlock', 'h3') },
    { key: 'bulletList', icon: IconList, action: () => run('insertUnorderedList') },
    { key: 'numberedList', icon: IconListNumbers, action: () => run('insertOrderedList') },
    { key: 'quote', icon: IconBlockquote, action: () => run('formatBlock', 'blockquote') },
    { key: 'link', icon: IconLink, action: addLink },
  ] as const;

  return (
    <Input.Wrapper label={<span id={labelId}>{label}</span>} error={error} errorProps={{ id: errorId }}>
      <Group gap={4} role="toolbar" aria-label={t('editor.toolbar')} mb={4} wrap="wrap">
        {tools.map(({ key, icon: Icon, action }) => (
          <Tooltip key={key} label={t(`editor.${key}`)}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(`editor.${key}`)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={action}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ))}
        <Tooltip label={uploadImage ? t('editor.image') : t('editor.imageAfterSave')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('editor.image')}
            disabled={!uploadImage}
            loading={uploading}
            onClick={() => fileRef.current?.click()}
          >
            <IconPhoto size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label={t('editor.image')}
          onChange={(e) => void addImage(e.currentTarget.files?.[0])}
        />
      </Group>
      <div
        ref={ref}
        className={classes.editor}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        tabIndex={0}
        data-testid="blog-body-editor"
        onInput={changed}
        onBlur={changed}
        suppressContentEditableWarning
      />
      {!uploadImage && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('editor.imageAfterSave')}
        </Text>
      )}
    </Input.Wrapper>
  );
}
