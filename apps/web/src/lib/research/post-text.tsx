import { useTranslation } from '@postradar/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './post-text.module.css';

/**
 * `children` cut to about three lines of small text, with a "more" control when longer. Whether
 * the text is cut is measured once it is drawn, and again when its width changes (Mantine's
 * Spoiler measured it as it mounted and rendered again at once, in the same task, for each of a
 * page's 50 cards); "more" sits over the end of the cut text, so that it shows without moving
 * anything.
 */
export function MoreSpoiler({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const [isCut, setCut] = useState(false);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    const element = content.current;
    if (isOpen || !element) return;
    const observer = new ResizeObserver(() =>
      setCut(element.scrollHeight > element.clientHeight + 1),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isOpen]);

  return (
    <div className={classes.spoiler}>
      <div ref={content} className={isOpen ? undefined : classes.cut}>
        {children}
      </div>
      {isCut && (
        <button
          type="button"
          className={isOpen ? classes.less : classes.more}
          aria-expanded={isOpen}
          onClick={() => setOpen(!isOpen)}
        >
          {isOpen ? t('research.card.less') : t('research.card.more')}
        </button>
      )}
    </div>
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
