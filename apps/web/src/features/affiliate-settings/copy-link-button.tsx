import { Button, CopyButton, type ButtonProps } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyLinkButtonProps extends Pick<ButtonProps, 'variant' | 'mt'> {
  /** The link to copy; none while it loads (the button is disabled). */
  link: string | null;
  label: string;
  testId: string;
}

/** Copies the affiliate link; says 'Copied' (green, with a check) for 2 seconds after. */
export function CopyLinkButton({ link, label, testId, ...look }: CopyLinkButtonProps) {
  const { t } = useTranslation();
  return (
    <CopyButton value={link ?? ''} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          {...look}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
          disabled={link === null}
          aria-live="polite"
          data-copied={copied || undefined}
          data-testid={testId}
          style={{ flexShrink: 0 }}
        >
          {copied ? t('affiliate.link.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}
