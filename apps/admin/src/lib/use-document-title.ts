import { useEffect } from 'react';
import { useTranslation } from '@postradar/ui';

/** Sets the browser title to 'title - PostRadar Admin' while the calling page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const suffix = t('admin.titleSuffix');
  const product = t('admin.productName');
  useEffect(() => {
    document.title = title?.trim() ? `${title.trim()}${suffix}` : product;
  }, [title, suffix, product]);
}
