import { describe, expect, it } from 'vitest';
import { renderHead, renderPage, renderScreenFrame } from './render-page';

describe('renderPage', () => {
  it('renders the sign-in page in each language, as a visitor without a session sees it', async () => {
    const english = await renderPage('/login', 'en');
    expect(english).toContain('Sign in to PostRadar');
    expect(english).toMatch(/href="[^"]*"[^>]*>.*Sign in with Google/s);
    // The product presentation below the fold comes with it.
    expect(english).toContain('id="sign-in"');
    const vietnamese = await renderPage('/login', 'vi');
    expect(vietnamese).toContain('Đăng nhập vào PostRadar');
    expect(vietnamese).not.toContain('Sign in to PostRadar');
  });

  it('renders no script: the content security policy allows none inline', async () => {
    const markup = await renderPage('/login', 'en');
    expect(markup).not.toContain('<script');
    expect(markup).toContain('<main');
    expect(markup).toContain('<footer');
  });

  it("gives the page's tab title and description in each language", () => {
    expect(renderHead('auth.login.pageTitle', 'en')).toEqual({
      title: 'Sign in - PostRadar',
      description: expect.stringMatching(/^PostRadar finds the social-network posts/),
    });
    expect(renderHead('auth.login.pageTitle', 'vi')).toEqual({
      title: 'Đăng nhập - PostRadar',
      description: expect.stringMatching(/^PostRadar tìm những bài đăng/),
    });
  });
});

describe('renderScreenFrame', () => {
  it("draws a research screen's heading in the main application's frame, in each language", async () => {
    const english = await renderScreenFrame('/a/posts', 'posts', 'en');
    expect(english).toContain('<div data-screen-frame="true">');
    expect(english).toContain('data-testid="main-menu"');
    expect(english).toContain('Search organic posts and ads');
    expect(english).toContain('data-testid="results-loading"');
    expect(english).toMatch(/<a[^>]*aria-current="page"[^>]*data-testid="main-menu-posts"/);
    const vietnamese = await renderScreenFrame('/a/trending', 'trending', 'vi');
    expect(vietnamese).toMatch(/<a[^>]*aria-current="page"[^>]*data-testid="main-menu-trending"/);
    expect(vietnamese).not.toContain('Search organic posts and ads');
  });

  it('holds nothing of a user, and no script', async () => {
    const markup = await renderScreenFrame('/a/ads', 'ads', 'en');
    expect(markup).not.toContain('data-testid="user-menu"');
    expect(markup).not.toContain('data-testid="trial-card"');
    expect(markup).not.toContain('<script');
  });
});
