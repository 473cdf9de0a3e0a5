import { ActionIcon, Menu, Text } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { IconArticleOff, IconBuildingStore, IconEyeOff, IconFlag2 } from '@tabler/icons-react';
import { OnDemandMenu, useHoverTooltip, useTranslation } from '@postradar/ui';
import { useIgnoreItem } from './use-ignore-item';

/**
 * Ignore a post, its page or its store: a menu of the three; what is ignored leaves the results
 * at once, with Undo in the notice.
 */
export function IgnoreAction({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const ignore = useIgnoreItem();
  const { page, domain } = post;
  const name = t('follows.actions.ignoreMenu');
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(name);
  const itemText = (text: string) => (
    <Text fz="sm" truncate title={text}>
      {text}
    </Text>
  );
  return (
    <>
      <OnDemandMenu
        position="bottom-start"
        width={280}
        target={
          <ActionIcon
            {...targetProps}
            variant="subtle"
            color="gray"
            aria-label={name}
            data-testid="post-action-ignore"
          >
            <IconEyeOff size={18} stroke={1.7} />
          </ActionIcon>
        }
      >
        <Menu.Dropdown data-testid="ignore-menu">
          <Menu.Item
            leftSection={<IconArticleOff size={16} stroke={1.7} />}
            onClick={() =>
              void ignore({ kind: 'post', id: post._id, name: t('follows.blacklist.postName') })
            }
            data-testid="ignore-post"
          >
            {itemText(t('follows.actions.ignorePost'))}
          </Menu.Item>
          {page && (
            <Menu.Item
              leftSection={<IconFlag2 size={16} stroke={1.7} />}
              onClick={() => void ignore({ kind: 'page', id: page._id, name: page.name })}
              data-testid="ignore-page"
            >
              {itemText(t('follows.actions.ignorePage', { name: page.name }))}
            </Menu.Item>
          )}
          {domain && (
            <Menu.Item
              leftSection={<IconBuildingStore size={16} stroke={1.7} />}
              onClick={() => void ignore({ kind: 'domain', id: domain._id, name: domain.host })}
              data-testid="ignore-domain"
            >
              {itemText(t('follows.actions.ignoreDomain', { host: domain.host }))}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </OnDemandMenu>
      {tooltip}
    </>
  );
}
