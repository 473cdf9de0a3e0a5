import { useLanguage, useTranslation } from '@postradar/ui';
import { useCallback } from 'react';
import { collectionErrorText } from './collection-error-text';

/** `collectionErrorText` in the current language: the text of a failed collection call. */
export function useCollectionErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback((error: unknown) => collectionErrorText(error, t, language), [t, language]);
}
