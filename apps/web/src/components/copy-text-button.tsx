import { Button, CopyButton, type ButtonProps } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyTextButtonProps extends Pick<ButtonProps, 'variant' | 'mt' | 'size'> {
  /** The text to copy (a link, a snippet); none while it loads (the button is disabled). */
  text: string | null;
  label: string;
  testId: string;
}

/** Copies `text`; says 'Copied' (green, with a check) for 2 seconds after. */
export function CopyTextButton({ text, label, testId, ...look }: CopyTextButtonProps) {
  const { t } = useTranslation();
  return (
    <CopyButton value={text ?? ''} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          {...look}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
          disabled={text === null}
          aria-live="polite"
          data-copied={copied || undefined}
          data-testid={testId}
          style={{ flexShrink: 0 }}
        >
          {copied ? t('common.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}
