import { ActionIcon, Badge, Menu, Text } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import {
  IconArticleOff,
  IconBuildingStore,
  IconEyeOff,
  IconFlag2,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { OnDemandMenu, useHoverTooltip, useTranslation } from '@postradar/ui';
import { isIgnoredIn } from './ignored-marks';
import { usePostMarks } from './post-marks';
import { useIgnoreItem, type IgnoreTarget } from './use-ignore-item';
import { useStopIgnoring } from './use-stop-ignoring';

interface IgnoreChoice {
  target: IgnoreTarget;
  icon: Icon;
  /** The item's words while it is not ignored, and once it is. */
  ignoreText: string;
  stopText: string;
}

/** What of a post can be ignored: the post, its page and its store (those it has). */
function ignoreChoices(post: PostDto, t: TFunction): IgnoreChoice[] {
  const { page, domain } = post;
  const choices: IgnoreChoice[] = [
    {
      target: { kind: 'post', id: post._id, name: t('follows.blacklist.postName') },
      icon: IconArticleOff,
      ignoreText: t('follows.actions.ignorePost'),
      stopText: t('follows.actions.stopIgnoringPost'),
    },
  ];
  if (page) {
    choices.push({
      target: { kind: 'page', id: page._id, name: page.name },
      icon: IconFlag2,
      ignoreText: t('follows.actions.ignorePage', { name: page.name }),
      stopText: t('follows.actions.stopIgnoringPage', { name: page.name }),
    });
  }
  if (domain) {
    choices.push({
      target: { kind: 'domain', id: domain._id, name: domain.host },
      icon: IconBuildingStore,
      ignoreText: t('follows.actions.ignoreDomain', { host: domain.host }),
      stopText: t('follows.actions.stopIgnoringDomain', { host: domain.host }),
    });
  }
  return choices;
}

/**
 * Ignore a post, its page or its store: a menu of the three; what is ignored leaves the results
 * at once, with Undo in the notice. One already ignored (a post opened by its address, a saved
 * one) is marked "Ignored" and its item takes it off the blacklist; the button is marked then.
 */
export function IgnoreAction({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const ignore = useIgnoreItem();
  const stopIgnoring = useStopIgnoring();
  const marks = usePostMarks();
  const choices = ignoreChoices(post, t).map((choice) => ({
    ...choice,
    isIgnored: isIgnoredIn(marks, choice.target),
  }));
  const isAnyIgnored = choices.some((choice) => choice.isIgnored);
  const name = t('follows.actions.ignoreMenu');
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(name);
  return (
    <>
      <OnDemandMenu
        position="bottom-start"
        width={320}
        target={
          <ActionIcon
            {...targetProps}
            variant="subtle"
            color={isAnyIgnored ? 'red' : 'gray'}
            aria-label={name}
            data-testid="post-action-ignore"
          >
            <IconEyeOff size={18} stroke={isAnyIgnored ? 2 : 1.7} />
          </ActionIcon>
        }
      >
        <Menu.Dropdown data-testid="ignore-menu">
          {choices.map(({ target, icon: ChoiceIcon, ignoreText, stopText, isIgnored }) => {
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
                onClick={() => void (isIgnored ? stopIgnoring(target) : ignore(target))}
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
      </OnDemandMenu>
      {tooltip}
    </>
  );
}
