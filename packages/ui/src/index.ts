export { TimeAgo, timeAgoTooltipDelayMs, type TimeAgoProps } from './time-ago';
export {
  UpgradePrompt,
  upgradeVariant,
  pricingPath,
  type RouterLinkProps,
  type UpgradeDemo,
  type UpgradePromptProps,
  type UpgradeVariant,
} from './upgrade-prompt';
export { Pager, type PagerProps } from './pager';
export {
  pagerItems,
  cappedPageCount,
  defaultPagerLayout,
  maxReachableResults,
  type PagerItem,
  type PagerLayout,
} from './pager-items';
export { nextPageSearch, readPageParam, pageParam } from './page-search';
export { TipsPanel, tipIndex, type TipsPanelProps } from './tips-panel';
export {
  LoadingPlaceholder,
  loadingPlaceholderDelayMs,
  type LoadingPlaceholderProps,
} from './loading-placeholder';
export { mobileQuery } from './media';
export { OnDemandMenu } from './on-demand-menu';
export { OnDemandSelect, type OnDemandSelectProps } from './on-demand-select';
export { OnDemandPopover } from './on-demand-popover';
export { OnDemandTooltip } from './on-demand-tooltip';
export {
  useHoverTooltip,
  type HoverTooltip,
  type HoverTooltipOptions,
  type HoverTooltipTargetProps,
} from './use-hover-tooltip';
export { useIsMobile } from './use-is-mobile';
export { useLanguage } from './use-language';
export { useTranslation } from './use-translation';
export { cssVariablesResolver, theme } from './theme';
export { Logo, type LogoProps } from './logo';
export { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
export { createI18n, loadI18n } from './create-i18n';
export { loadRestOfCatalogue } from './catalogue-in-parts';
export { PlannedFeatureList } from './planned-feature-list';
export { createPrefixedStorage } from './prefixed-storage';
