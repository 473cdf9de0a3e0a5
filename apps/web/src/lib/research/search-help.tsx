import { ActionIcon } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { OnDemandPopover, useTranslation } from '@postradar/ui';
import { lazy } from 'react';

const loadPanel = () => import('./search-help-panel');
const SearchHelpPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.SearchHelpPanel })),
);

/** The query language in a popover: words and phrases, the four modes, the three prefixes. */
export function SearchHelp() {
  const { t } = useTranslation();
  return (
    <OnDemandPopover
      width={380}
      position="bottom-end"
      withArrow
      shadow="md"
      preloadDropdown={loadPanel}
      target={
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('research.search.helpLabel')}
          data-testid="search-help"
        >
          <IconHelpCircle size={18} stroke={1.7} />
        </ActionIcon>
      }
    >
      <SearchHelpPanel />
    </OnDemandPopover>
  );
}
