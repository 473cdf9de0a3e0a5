import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { SaveSearchDialog } from './save-search-dialog';
import type { StoredSearch } from './stored-search';

/** Above the results: keeps the search on screen under a name, to run it again later. */
export function SaveSearchButton({ search }: { search: StoredSearch }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBookmarkPlus size={16} stroke={1.7} />}
        onClick={dialog.open}
        fullWidth
        data-testid="save-search"
      >
        {t('searchHistory.save.button')}
      </Button>
      {opened && <SaveSearchDialog search={search} onClose={dialog.close} />}
    </>
  );
}
