import { Badge, Menu, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import type { IgnoreTarget } from './use-ignore-item';

/** One thing of a post the ignore menu offers, and whether it is ignored already. */
export interface IgnoreChoice {
  target: IgnoreTarget;
  icon: Icon;
  /** The item's words while it is not ignored, and once it is. */
  ignoreText: string;
  stopText: string;
  isIgnored: boolean;
}

export interface IgnoreMenuDropdownProps {
  choices: readonly IgnoreChoice[];
  onChoose(choice: IgnoreChoice): void;
}

/**
 * The ignore menu's items: the post, its page, its store, those ignored marked so; loaded with
 * the menu's first opening (ignore-action.tsx).
 */
export function IgnoreMenuDropdown({ choices, onChoose }: IgnoreMenuDropdownProps) {
  const { t } = useTranslation();
  return (
    <Menu.Dropdown data-testid="ignore-menu">
      {choices.map((choice) => {
        const { target, icon: ChoiceIcon, ignoreText, stopText, isIgnored } = choice;
        const text = isIgnored ? stopText : ignoreText;
        return (
          <Menu.Item
            key={target.kind}
            leftSection={<ChoiceIcon size={16} stroke={1.7} />}
            rightSection={
              isIgnored && (
                <Badge variant="light" color="red" size="sm" style={{ flexShrink: 0 }}>
                  {t('follows.actions.isIgnored')}
                </Badge>
              )
            }
            onClick={() => onChoose(choice)}
            // The words give way (on two lines at most) to the badge, never the other way round.
            styles={{ itemLabel: { minWidth: 0 } }}
            data-ignored={isIgnored}
            data-testid={`ignore-${target.kind}`}
          >
            <Text fz="sm" lineClamp={2} title={text}>
              {text}
            </Text>
          </Menu.Item>
        );
      })}
    </Menu.Dropdown>
  );
}
