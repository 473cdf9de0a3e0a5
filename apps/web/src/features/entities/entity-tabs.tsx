import { Tabs } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { useNavigate } from 'react-router';
import {
  entityIcons,
  entityKinds,
  entityListPath,
  type EntityKind,
} from '../../lib/entities/entity-kinds';

/** Moves between the pages, domains and pixels lists (domains have no menu entry of their own). */
export function EntityTabs({ current }: { current: EntityKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={current}
      onChange={(kind) => {
        if (kind && kind !== current) navigate(entityListPath(kind as EntityKind));
      }}
      variant="pills"
      radius="xl"
      aria-label={t('entities.tabs.label')}
    >
      <Tabs.List>
        {entityKinds.map((kind) => {
          const KindIcon = entityIcons[kind];
          return (
            <Tabs.Tab
              key={kind}
              value={kind}
              leftSection={<KindIcon size={16} stroke={1.7} />}
              data-testid={`entity-tab-${kind}`}
            >
              {t(`entities.tabs.${kind}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
