import { Spoiler, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A post's text, cut to about three lines with a "more" control when longer. */
export function PostText({ message }: { message: string }) {
  const { t } = useTranslation();
  if (!message.trim()) return null;
  return (
    <Spoiler
      maxHeight={66}
      showLabel={t('research.card.more')}
      hideLabel={t('research.card.less')}
      styles={{ control: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}
    >
      <Text fz="sm" lh={1.55} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
    </Spoiler>
  );
}
