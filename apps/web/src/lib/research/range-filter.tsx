import { Group, Input, NumberInput, Text } from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';

interface RangeFilterProps {
  label: string;
  min: string;
  max: string;
  onChange(bound: 'min' | 'max', value: string): void;
  minError?: string;
  maxError?: string;
  testId: string;
}

/** A minimum and a maximum count, either may be left empty. */
export function RangeFilter({
  label,
  min,
  max,
  onChange,
  minError,
  maxError,
  testId,
}: RangeFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const separators =
    language === 'vi'
      ? { thousandSeparator: '.', decimalSeparator: ',' }
      : { thousandSeparator: ',', decimalSeparator: '.' };
  const input = (bound: 'min' | 'max') => (
    <NumberInput
      value={bound === 'min' ? min : max}
      onChange={(value) => onChange(bound, String(value))}
      placeholder={t(`research.filters.${bound}`)}
      aria-label={t(bound === 'min' ? 'research.filters.minLabel' : 'research.filters.maxLabel', {
        field: label,
      })}
      allowNegative={false}
      allowDecimal={false}
      hideControls
      min={0}
      {...separators}
      error={Boolean(bound === 'min' ? minError : maxError)}
      style={{ flex: 1 }}
      data-testid={`${testId}-${bound}`}
    />
  );
  const error = minError ?? maxError;
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap={6} wrap="nowrap" mt={4}>
        {input('min')}
        <Text c="dimmed" aria-hidden>
          –
        </Text>
        {input('max')}
      </Group>
    </Input.Wrapper>
  );
}
