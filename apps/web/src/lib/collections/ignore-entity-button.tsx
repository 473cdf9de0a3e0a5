import { ActionIcon, Button } from '@mantine/core';
import type { IgnoreKind } from '@postradar/contracts';
import { IconEyeOff } from '@tabler/icons-react';
import { useHoverTooltip, useTranslation } from '@postradar/ui';
import { actionIconLook, type ActionLook } from './action-look';
import { useIgnoreItem } from './use-ignore-item';
import { useStopIgnoring } from './use-stop-ignoring';

interface IgnoreEntityButtonProps {
  target: { kind: Exclude<IgnoreKind, 'post'>; id: string; name: string };
  /** Whether the page or store is on the user's blacklist. */
  isIgnored: boolean;
  variant: ActionLook;
}

/**
 * Ignore a page or a store from its list row or its screen, with Undo in the notice. Once ignored
 * it is marked ("Ignored" in words) and a click takes it off the blacklist again, as the
 * blacklist's Remove does.
 */
export function IgnoreEntityButton({ target, isIgnored, variant }: IgnoreEntityButtonProps) {
  const { t } = useTranslation();
  const ignore = useIgnoreItem();
  const stopIgnoring = useStopIgnoring();
  // What a click does: the tooltip, and the name of the icons.
  const name = isIgnored
    ? t(`follows.actions.stopIgnoringEntity.${target.kind}`)
    : t(`follows.actions.ignoreEntity.${target.kind}`);
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(name, {
    // A button's words already say it while it is not ignored.
    disabled: variant === 'button' && !isIgnored,
  });
  const onClick = () => void (isIgnored ? stopIgnoring(target) : ignore(target));
  const color = isIgnored ? 'red' : undefined;
  if (variant === 'button') {
    return (
      <>
        <Button
          {...targetProps}
          variant={isIgnored ? 'light' : 'default'}
          color={color}
          size="sm"
          leftSection={<IconEyeOff size={16} />}
          aria-pressed={isIgnored}
          onClick={onClick}
          data-testid="entity-ignore"
        >
          {isIgnored ? t('follows.actions.isIgnored') : name}
        </Button>
        {tooltip}
      </>
    );
  }
  const look = actionIconLook[variant];
  return (
    <>
      <ActionIcon
        {...targetProps}
        {...look}
        variant={isIgnored && variant === 'framed-icon' ? 'light' : look.variant}
        color={color ?? look.color}
        aria-label={name}
        aria-pressed={isIgnored}
        onClick={onClick}
        data-testid="entity-ignore"
      >
        <IconEyeOff size={18} stroke={isIgnored ? 2 : 1.7} />
      </ActionIcon>
      {tooltip}
    </>
  );
}
