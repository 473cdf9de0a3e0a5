import { useHoverTooltip, useLanguage } from '@postradar/ui';
import type { Icon } from '@tabler/icons-react';
import classes from './engagement-stat.module.css';
import { formatCompact, formatNumber } from './format-count';

interface EngagementStatProps {
  icon: Icon;
  label: string;
  value: number;
  testId?: string;
}

/** A count with its icon, compact on screen ('1.3K') and exact in its label and tooltip. */
export function EngagementStat({ icon: StatIcon, label, value, testId }: EngagementStatProps) {
  const language = useLanguage();
  const exact = `${label}: ${formatNumber(value, language)}`;
  const { targetProps, tooltip } = useHoverTooltip<HTMLDivElement>(exact);
  return (
    <>
      <div
        {...targetProps}
        className={classes.stat}
        aria-label={exact}
        role="group"
        data-testid={testId}
      >
        <StatIcon size={16} stroke={1.7} color="var(--mantine-color-gray-6)" aria-hidden />
        <span className={classes.value} aria-hidden>
          {formatCompact(value, language)}
        </span>
      </div>
      {tooltip}
    </>
  );
}
