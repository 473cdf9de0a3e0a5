import { Spoiler } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';
import classes from './post-text.module.css';

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
      <p className={classes.message}>{message}</p>
    </MoreSpoiler>
  );
}
