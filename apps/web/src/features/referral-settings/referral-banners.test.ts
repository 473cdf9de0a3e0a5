import { describe, expect, it } from 'vitest';
import { bannerFileName, bannerSnippet, referralBanners } from './referral-banners';

const [leaderboard] = referralBanners;

describe('the banners’ HTML', () => {
  it('shows the banner from the app, linked to the referral link', () => {
    if (!leaderboard) throw new Error('no banner');
    expect(
      bannerSnippet(
        leaderboard,
        'https://postradar.example/?ref=anna10',
        'PostRadar: find the posts and ads that sell',
        'https://postradar.example',
      ),
    ).toBe(
      '<a href="https://postradar.example/?ref=anna10" target="_blank" rel="noopener">' +
        '<img src="https://postradar.example/banners/postradar-728x90.svg" width="728" height="90" ' +
        'alt="PostRadar: find the posts and ads that sell" style="max-width:100%;height:auto;border:0"></a>',
    );
  });

  it('escapes what would end an attribute', () => {
    if (!leaderboard) throw new Error('no banner');
    const snippet = bannerSnippet(
      leaderboard,
      'https://x.test/?ref=a&b',
      'Say "hi" <now>',
      'https://x.test',
    );
    expect(snippet).toContain('href="https://x.test/?ref=a&amp;b"');
    expect(snippet).toContain('alt="Say &quot;hi&quot; &lt;now&gt;"');
  });

  it('downloads each banner under its own file name', () => {
    expect(referralBanners.map(bannerFileName)).toEqual([
      'postradar-728x90.svg',
      'postradar-300x250.svg',
      'postradar-1200x630.svg',
    ]);
  });
});
