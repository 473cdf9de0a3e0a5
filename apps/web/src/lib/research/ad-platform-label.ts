import type { TFunction } from 'i18next';

const knownPlatforms = ['facebook', 'instagram', 'messenger', 'audience_network'] as const;
type KnownPlatform = (typeof knownPlatforms)[number];

function isKnown(platform: string): platform is KnownPlatform {
  return (knownPlatforms as readonly string[]).includes(platform);
}

/** 'Audience Network' for audience_network; a platform the app does not know, as imported. */
export function adPlatformLabel(platform: string, t: TFunction): string {
  return isKnown(platform) ? t(`research.adPlatforms.${platform}`) : platform.replaceAll('_', ' ');
}
