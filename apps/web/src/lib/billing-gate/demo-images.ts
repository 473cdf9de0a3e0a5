import type { UpgradeDemo, UpgradeVariant } from '@postradar/ui';

/** The previews beside the upgrade prompt (apps/web/public/demos), a narrower one for phones. */
export const demoImages: Record<UpgradeVariant, UpgradeDemo> = {
  ads: {
    src: '/demos/ads-library.svg',
    mobileSrc: '/demos/ads-library-mobile.svg',
    width: 640,
    height: 400,
  },
  pro: {
    src: '/demos/standard-plan.svg',
    mobileSrc: '/demos/standard-plan-mobile.svg',
    width: 640,
    height: 400,
  },
};
