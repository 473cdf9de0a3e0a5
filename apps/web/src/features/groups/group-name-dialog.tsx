import { useTranslation } from '@postradar/ui';
import { NameDialog, type NameDialogProps } from '../../lib/collections/name-dialog';

type GroupNameDialogProps = Pick<
  NameDialogProps,
  'title' | 'initialName' | 'submitLabel' | 'onSubmit' | 'onClose'
>;

/** Names a new group or renames one; closes once the API accepts the name. */
export function GroupNameDialog(props: GroupNameDialogProps) {
  const { t } = useTranslation();
  return (
    <NameDialog
      {...props}
      label={t('groups.name.label')}
      placeholder={t('groups.name.placeholder')}
      testIds={{
        modal: 'group-name-dialog',
        input: 'group-name-input',
        submit: 'group-name-submit',
      }}
    />
  );
}
