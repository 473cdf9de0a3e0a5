/** A ready-made banner of the programme, a file of apps/web/public/banners/. */
export interface ReferralBanner {
  key: 'leaderboard' | 'rectangle' | 'social';
  /** Its address on the app's origin. */
  path: string;
  width: number;
  height: number;
}

export const referralBanners: readonly ReferralBanner[] = [
  { key: 'leaderboard', path: '/banners/postradar-728x90.svg', width: 728, height: 90 },
  { key: 'rectangle', path: '/banners/postradar-300x250.svg', width: 300, height: 250 },
  { key: 'social', path: '/banners/postradar-1200x630.svg', width: 1200, height: 630 },
];

/** Text for an HTML attribute value in double quotes. */
function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The HTML a member pastes into a page: the banner, from the app's origin, linked to their
 * referral link. A wide banner keeps its proportions on a narrower page.
 */
export function bannerSnippet(
  banner: ReferralBanner,
  link: string,
  alt: string,
  origin: string = window.location.origin,
): string {
  const src = `${origin}${banner.path}`;
  return (
    `<a href="${escapeAttribute(link)}" target="_blank" rel="noopener">` +
    `<img src="${escapeAttribute(src)}" width="${banner.width}" height="${banner.height}" ` +
    `alt="${escapeAttribute(alt)}" style="max-width:100%;height:auto;border:0"></a>`
  );
}

/** The file name a banner downloads as: `postradar-728x90.svg`. */
export const bannerFileName = (banner: ReferralBanner) => banner.path.split('/').at(-1) ?? '';
