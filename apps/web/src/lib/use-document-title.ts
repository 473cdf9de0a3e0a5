import { useEffect } from 'react';
import { useTranslation } from '@postradar/ui';
import { formatDocumentTitle } from './document-title';

/** Sets the browser title to '[prefix ]title - PostRadar' while the calling page is shown. */
export function useDocumentTitle(title: string | undefined, prefix?: string): void {
  const { t } = useTranslation();
  const suffix = t('common.titleSuffix');
  useEffect(() => {
    document.title = formatDocumentTitle({ prefix, title, suffix });
  }, [prefix, title, suffix]);
}
