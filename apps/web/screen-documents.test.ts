import { describe, expect, it } from 'vitest';
import { fontsOf, screenDocument } from './screen-documents';

const index = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="PostRadar finds the posts that sell." />
    <title>PostRadar</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const parts = {
  markup: '<div data-screen-frame><h1>Tìm bài đăng</h1></div>',
  title: 'Tìm bài đăng - PostRadar',
  description: 'PostRadar tìm những bài đăng bán chạy.',
  loader: 'assets/load-app-5.js',
  scripts: ['assets/react-2.js', 'assets/screen-6.js'],
  sessionKeys: ['postradar.accessToken', 'postradar.user'],
  language: 'vi',
  colorScheme: 'light',
  styles: ['assets/index-3.css', 'assets/screen-7.css'],
  fonts: ['assets/inter-8.woff2'],
};

describe('fontsOf', () => {
  it('gives the Latin letters for English, and the Vietnamese ones too for Vietnamese', () => {
    expect(fontsOf('en')).toEqual(['inter-latin-wght-normal']);
    expect(fontsOf('vi')).toEqual(['inter-latin-wght-normal', 'inter-vietnamese-wght-normal']);
  });
});

describe('screenDocument', () => {
  const document = screenDocument(index, parts);

  it("hands the loader the app's scripts, the screen's code the index does not load, and a session's keys", () => {
    expect(document).toContain(
      '<script src="/assets/load-app-5.js" data-entry="/assets/index-1.js"' +
        ' data-preload="/assets/react-2.js" data-screen-code="/assets/screen-6.js"' +
        ' data-session-keys="postradar.accessToken postradar.user"></script>',
    );
    expect(document).not.toContain('type="module"');
    expect(document).not.toContain('modulepreload');
  });

  it("draws the screen's frame in the root, without the language the app would hydrate in", () => {
    expect(document).toContain(
      '<div id="root"><div data-screen-frame><h1>Tìm bài đăng</h1></div></div>',
    );
  });

  it("links the frame's styles and fonts, and is in the screen's language, with its title", () => {
    expect(document).toContain('<html lang="vi" data-mantine-color-scheme="light">');
    expect(document).toContain('<title>Tìm bài đăng - PostRadar</title>');
    expect(document.match(/index-3\.css/g)).toHaveLength(1);
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/assets/screen-7.css">');
    expect(document).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-8.woff2">',
    );
  });

  it("refuses an index without the app's entry", () => {
    expect(() => screenDocument(index.replace(/<script.*<\/script>/, ''), parts)).toThrow(
      /module script/,
    );
  });
});
