import { useEffect } from 'react';
import { useTranslation } from '@postradar/ui';
import { formatDocumentTitle } from '../document-title';

/**
 * The browser title while a detail is open, and the title it replaced once it closes (a modal
 * over a list gives the list its title back).
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const suffix = t('common.titleSuffix');
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = formatDocumentTitle({ title, suffix });
    return () => {
      document.title = previous;
    };
  }, [title, suffix]);
}
