import { ActionIcon, Box, Button, Group, Kbd, Select, TextInput } from '@mantine/core';
import { domainPlatforms } from '@postradar/contracts';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@postradar/ui';
import { useSlashFocus } from '../../lib/research/use-slash-focus';
import type { EntityKind } from '../../lib/entities/entity-kinds';
import type { ListParams } from './list-params';

interface EntitySearchFormProps {
  kind: EntityKind;
  params: ListParams;
  /** A new search: the words and (for domains) the platform; the list starts again at page 1. */
  onSearch(search: Pick<ListParams, 'q' | 'platform'>): void;
}

/**
 * The words to find in a list and, for domains, the platform. Keyed by the address's words, so
 * that Back and Forward show in the box what the list shows; '/' focuses the box.
 */
export function EntitySearchForm({ kind, params, onSearch }: EntitySearchFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(params.q ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  useSlashFocus(inputRef);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ q: text.trim() || undefined, platform: params.platform });
  }

  return (
    <form onSubmit={submit} role="search" aria-label={t(`entities.search.label.${kind}`)}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t(`entities.search.placeholder.${kind}`)}
          aria-label={t(`entities.search.label.${kind}`)}
          leftSection={<IconSearch size={16} stroke={1.8} />}
          rightSection={
            text ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('entities.search.clear')}
                onClick={() => {
                  setText('');
                  onSearch({ q: undefined, platform: params.platform });
                }}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : (
              <Box visibleFrom="sm" aria-hidden>
                <Kbd size="xs">/</Kbd>
              </Box>
            )
          }
          maxLength={200}
          style={{ flex: '1 1 260px' }}
          size="md"
          radius="md"
          data-testid="entity-search"
        />
        {kind === 'domains' && (
          <Select
            value={params.platform ?? ''}
            onChange={(platform) => onSearch({ q: params.q, platform: platform || undefined })}
            data={[
              { value: '', label: t('entities.search.anyPlatform') },
              ...domainPlatforms.map((platform) => ({
                value: platform,
                label: t(`research.storePlatforms.${platform}`),
              })),
            ]}
            aria-label={t('entities.search.platform')}
            allowDeselect={false}
            checkIconPosition="right"
            size="md"
            radius="md"
            w={{ base: '100%', xs: 190 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="entity-platform"
          />
        )}
        <Button type="submit" size="md" radius="md" leftSection={<IconSearch size={16} />}>
          {t('entities.search.submit')}
        </Button>
      </Group>
    </form>
  );
}
