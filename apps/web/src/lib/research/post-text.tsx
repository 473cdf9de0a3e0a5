import { Spoiler, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';

/** `children` cut to about three lines of small text, with a "more" control when longer. */
export function MoreSpoiler({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Spoiler
      maxHeight={66}
      showLabel={t('research.card.more')}
      hideLabel={t('research.card.less')}
      styles={{ control: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}
    >
      {children}
    </Spoiler>
  );
}

/** A post's text, cut to about three lines with a "more" control when longer. */
export function PostText({ message }: { message: string }) {
  if (!message.trim()) return null;
  return (
    <MoreSpoiler>
      <Text fz="sm" lh={1.55} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
    </MoreSpoiler>
  );
}
