import { ActionIcon, Button } from '@mantine/core';
import type { IgnoreKind } from '@postradar/contracts';
import { IconEyeOff } from '@tabler/icons-react';
import { useHoverTooltip, useTranslation } from '@postradar/ui';
import { actionIconLook, type ActionLook } from './action-look';
import { useIgnoreItem } from './use-ignore-item';

interface IgnoreEntityButtonProps {
  target: { kind: Exclude<IgnoreKind, 'post'>; id: string; name: string };
  variant: ActionLook;
}

/** Ignore a page or a store from its list row or its screen, with Undo in the notice. */
export function IgnoreEntityButton({ target, variant }: IgnoreEntityButtonProps) {
  const { t } = useTranslation();
  const ignore = useIgnoreItem();
  const name = t(`follows.actions.ignoreEntity.${target.kind}`);
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(name);
  const onClick = () => void ignore(target);
  if (variant === 'button') {
    return (
      <Button
        variant="default"
        size="sm"
        leftSection={<IconEyeOff size={16} />}
        onClick={onClick}
        data-testid="entity-ignore"
      >
        {name}
      </Button>
    );
  }
  return (
    <>
      <ActionIcon
        {...targetProps}
        {...actionIconLook[variant]}
        aria-label={name}
        onClick={onClick}
        data-testid="entity-ignore"
      >
        <IconEyeOff size={18} stroke={1.7} />
      </ActionIcon>
      {tooltip}
    </>
  );
}
