import { Anchor, List, Text } from '@mantine/core';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type FileLink = { name: string; contentType: string; url: string };

/** The quiz's attached documents, each opening in a new tab. */
export function QuizFilesList({ files, title }: { files: FileLink[]; title: string }) {
  const { t } = useTranslation('quiz');
  if (files.length === 0) return null;
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <List spacing={4} size="sm" center>
        {files.map((file) => {
          const Icon = file.contentType === 'application/pdf' ? IconFileText : IconPhoto;
          return (
            <List.Item key={file.url} icon={<Icon size={16} aria-hidden />}>
              <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
                <Text span size="xs" c="dimmed">
                  {' '}
                  {t('files.opensInNewTab')}
                </Text>
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
