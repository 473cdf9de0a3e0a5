import { useTranslation } from '@postradar/ui';
import { NameDialog, type NameDialogProps } from './name-dialog';

type SearchNameDialogProps = Pick<
  NameDialogProps,
  'title' | 'initialName' | 'submitLabel' | 'onSubmit' | 'onClose'
> & { testIds: { modal: string; submit: string } };

/** Asks for the name of a saved search, to save one or to rename it. */
export function SearchNameDialog({ testIds, ...props }: SearchNameDialogProps) {
  const { t } = useTranslation();
  return (
    <NameDialog
      {...props}
      label={t('searchHistory.save.name')}
      placeholder={t('searchHistory.save.namePlaceholder')}
      hint={t('searchHistory.save.nameHint')}
      testIds={{ ...testIds, input: 'saved-search-name' }}
    />
  );
}
