import { useClipboard } from '@mantine/hooks';
import type { PixelSummary } from '@postradar/contracts';
import { useHoverTooltip, useTranslation } from '@postradar/ui';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import badgeClasses from './badge.module.css';
import { iconButtonClassName } from './card-buttons';
import { classNames } from './class-names';
import classes from './pixel-ids.module.css';
import { pixelPath } from './post-links';

type PixelIdSize = 'xs' | 'sm';

interface PixelIdsProps {
  pixels: readonly PixelSummary[];
  /** Shows this many, then how many more (the detail shows them all). */
  limit?: number;
  size?: PixelIdSize;
  testId: string;
}

function CopyPixelButton({ id, size, t }: { id: string; size: PixelIdSize; t: TFunction }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const label = clipboard.copied
    ? t('research.pixelIds.copied')
    : t('research.pixelIds.copy', { id });
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(label);
  return (
    <>
      <button
        {...targetProps}
        type="button"
        className={iconButtonClassName({ size, isDone: clipboard.copied })}
        onClick={() => clipboard.copy(id)}
        aria-label={label}
        data-testid="pixel-copy"
      >
        {clipboard.copied ? <IconCheck size={14} /> : <IconCopy size={14} stroke={1.7} />}
      </button>
      {tooltip}
    </>
  );
}

/** A pixel's id as a badge of Mantine's default look (one size up from `size`), leading to the pixel. */
function PixelId({ pixel, size, t }: { pixel: PixelSummary; size: PixelIdSize; t: TFunction }) {
  const id = pixel.networkId;
  return (
    <div className={classes.pixel} role="listitem">
      <Link
        to={pixelPath(pixel)}
        className={classNames(
          badgeClasses.badge,
          size === 'xs' && badgeClasses.sm,
          badgeClasses.default,
          badgeClasses.asWritten,
          classes.id,
        )}
        aria-label={t('research.pixelIds.open', { id })}
        data-testid="pixel-id"
      >
        <span className={badgeClasses.label}>{id}</span>
      </Link>
      <CopyPixelButton id={id} size={size} t={t} />
    </div>
  );
}

/** A store's tracking pixels: each id leads to the pixel's screen and can be copied. */
export function PixelIds({ pixels, limit = pixels.length, size = 'sm', testId }: PixelIdsProps) {
  const { t } = useTranslation();
  const hidden = pixels.length - limit;
  return (
    <div
      className={classes.list}
      role="list"
      aria-label={t('research.pixelIds.label')}
      data-testid={testId}
    >
      {pixels.slice(0, limit).map((pixel) => (
        <PixelId key={pixel._id} pixel={pixel} size={size} t={t} />
      ))}
      {hidden > 0 && (
        <p className={classes.more} data-testid="pixel-more">
          {t('research.pixelIds.more', { count: hidden })}
        </p>
      )}
    </div>
  );
}
