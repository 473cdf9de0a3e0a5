import type { MouseEvent } from 'react';
import { useTranslation } from '@postradar/ui';
import classes from './skip-to-content.module.css';

const mainContentId = 'main-content';

/**
 * The props of the element a screen's main content is in: the skip link moves focus there (it
 * takes focus without being a stop of the keyboard, and without an outline around the screen).
 */
export const mainContentProps = {
  id: mainContentId,
  tabIndex: -1,
  style: { outline: 'none' },
} as const;

/**
 * 'Skip to main content': the first stop of the keyboard on a screen with a menu, shown only
 * when focused. It moves focus to the main content without touching the address (a fragment
 * there would sit beside the search's parameters).
 */
export function SkipToContent() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <a href={`#${mainContentId}`} className={classes.link} onClick={skip} data-testid="skip-link">
      {t('shell.skipToContent')}
    </a>
  );
}
