import { Flex, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CopyTextButton } from './copy-text-button';

interface LinkFieldProps {
  label: string;
  /** The link; null while it loads (the field says so, Copy is disabled). */
  link: string | null;
  loadingText: string;
  copyLabel: string;
  /** Test ids of the field and of its Copy button. */
  testId: string;
  copyTestId: string;
  /** Buttons after Copy (Edit). */
  actions?: ReactNode;
}

/**
 * A link to share in a read-only field (selected whole on focus) with Copy beside it, or below it
 * on a phone so that the link has the whole width.
 */
export function LinkField({
  label,
  link,
  loadingText,
  copyLabel,
  testId,
  copyTestId,
  actions,
}: LinkFieldProps) {
  return (
    <Flex
      gap="sm"
      direction={{ base: 'column', xs: 'row' }}
      align={{ base: 'stretch', xs: 'flex-end' }}
    >
      <TextInput
        label={label}
        value={link ?? ''}
        placeholder={link === null ? loadingText : undefined}
        readOnly
        variant="filled"
        leftSection={<IconLink size={16} />}
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
      />
      <CopyTextButton text={link} label={copyLabel} testId={copyTestId} />
      {actions}
    </Flex>
  );
}
