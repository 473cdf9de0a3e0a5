import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { entityKindOf } from './follow-kinds';
import { isIgnoredIn } from './ignored-marks';
import { useCollectionMarks } from './use-collection-marks';
import { useStopIgnoring } from './use-stop-ignoring';

/**
 * Over the posts of a page or store the user ignores: why the list leaves them out, and a way to
 * bring them back (the blacklist's Remove). Nothing for one that is not ignored.
 */
export function IgnoredEntityNotice({ kind, id }: { kind: 'page' | 'domain'; id: string }) {
  const { t } = useTranslation();
  const marks = useCollectionMarks({ [entityKindOf[kind]]: [id] });
  const stopIgnoring = useStopIgnoring();
  const [isStopping, setStopping] = useState(false);
  if (!isIgnoredIn(marks, { kind, id })) return null;
  async function restore() {
    setStopping(true);
    await stopIgnoring({ kind, id });
    setStopping(false);
  }
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconEyeOff size={20} />}
      title={t(`follows.ignoredNotice.title.${kind}`)}
      data-testid="ignored-entity-notice"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t(`follows.ignoredNotice.body.${kind}`)}</Text>
        <Button size="xs" variant="default" loading={isStopping} onClick={() => void restore()}>
          {t(`follows.actions.stopIgnoringEntity.${kind}`)}
        </Button>
      </Stack>
    </Alert>
  );
}
