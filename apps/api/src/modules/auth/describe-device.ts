import Bowser from 'bowser';

/** 'Chrome 131' and 'macOS 15.1' from a User-Agent header, for the active-sessions list. */
export function describeDevice(userAgent: string): { browser: string; os: string } {
  if (!userAgent) return { browser: 'Unknown browser', os: 'Unknown system' };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || 'Unknown browser', os: os || 'Unknown system' };
}
