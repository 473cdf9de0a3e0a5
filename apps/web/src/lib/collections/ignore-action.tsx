import { ActionIcon } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { IconArticleOff, IconBuildingStore, IconEyeOff, IconFlag2 } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy } from 'react';
import { OnDemandMenu, useHoverTooltip, useTranslation } from '@postradar/ui';
import { isIgnoredIn } from './ignored-marks';
import type { IgnoreChoice } from './ignore-menu-dropdown';
import { usePostMarks } from './post-marks';
import { useIgnoreItem } from './use-ignore-item';
import { useStopIgnoring } from './use-stop-ignoring';

const loadDropdown = () => import('./ignore-menu-dropdown');
const IgnoreMenuDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.IgnoreMenuDropdown })),
);

/** What of a post can be ignored: the post, its page and its store (those it has). */
function ignoreChoices(post: PostDto, t: TFunction): Omit<IgnoreChoice, 'isIgnored'>[] {
  const { page, domain } = post;
  const choices: Omit<IgnoreChoice, 'isIgnored'>[] = [
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
        preloadDropdown={loadDropdown}
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
        <IgnoreMenuDropdown
          choices={choices}
          onChoose={({ target, isIgnored }) =>
            void (isIgnored ? stopIgnoring(target) : ignore(target))
          }
        />
      </OnDemandMenu>
      {tooltip}
    </>
  );
}
