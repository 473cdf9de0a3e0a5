import { describe, expect, it } from 'vitest';
import { fileNamed, pageDocument } from './prerender-pages';

const index = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="PostRadar finds the posts that sell."
    />
    <title>PostRadar</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/mantine-3.js">
    <link rel="stylesheet" crossorigin href="/assets/mantine-4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('pageDocument', () => {
  const document = pageDocument(index, {
    markup: '<main>Đăng nhập</main>',
    title: 'Đăng nhập - PostRadar',
    description: 'Tìm bài đăng "bán chạy" & <quảng cáo>',
    loader: 'assets/load-app-5.js',
    language: 'vi',
    colorScheme: 'light',
    styles: ['assets/mantine-4.css', 'assets/login-page-6.css'],
  });

  it("puts the markup in the root, the page's language and color scheme on <html>", () => {
    expect(document).toContain('<html lang="vi" data-mantine-color-scheme="light">');
    expect(document).toContain('<div id="root" data-language="vi"><main>Đăng nhập</main></div>');
  });

  it('names the tab and describes the page in its language, its text escaped', () => {
    expect(document).toContain('<title>Đăng nhập - PostRadar</title>');
    expect(document).toMatch(
      /name="description"\s+content="Tìm bài đăng &quot;bán chạy&quot; &amp; &lt;quảng cáo&gt;"/,
    );
    expect(document).not.toContain('PostRadar finds the posts that sell.');
  });

  it("links the page's styles once, after those of the index", () => {
    expect(document.match(/mantine-4\.css/g)).toHaveLength(1);
    expect(document).toMatch(
      /mantine-4\.css">\n {4}<link rel="stylesheet" crossorigin href="\/assets\/login-page-6\.css">\n {2}<\/head>/,
    );
  });

  it("leaves the app's scripts to the loader, which asks for them once the page is drawn", () => {
    expect(document).not.toContain('type="module"');
    expect(document).not.toContain('modulepreload');
    expect(document).toContain(
      '<script src="/assets/load-app-5.js" data-entry="/assets/index-1.js"' +
        ' data-preload="/assets/react-2.js /assets/mantine-3.js"></script>',
    );
  });

  it('tells the loader where a signed-in visitor goes, and the keys of a session', () => {
    const page = pageDocument(index, {
      markup: '',
      title: 'Sign in - PostRadar',
      description: '',
      loader: 'assets/load-app-5.js',
      signedIn: { target: '/', sessionKeys: ['postradar.accessToken', 'postradar.user'] },
      language: 'en',
      colorScheme: 'light',
      styles: [],
    });
    expect(page).toMatch(
      /<script src="\/assets\/load-app-5\.js" [^>]* data-signed-in-target="\/" data-session-keys="postradar\.accessToken postradar\.user"><\/script>\n\s*<link rel="stylesheet"/,
    );
  });

  it('refuses an index without the empty root, the title or the module script', () => {
    const parts = {
      markup: '',
      title: 'Sign in - PostRadar',
      description: '',
      loader: 'l.js',
      language: 'en' as const,
      colorScheme: 'light',
      styles: [],
    };
    expect(() => pageDocument(index.replace('<div id="root"></div>', ''), parts)).toThrow(/root/);
    expect(() => pageDocument(index.replace(/<script.*<\/script>/, ''), parts)).toThrow(/script/);
    expect(() => pageDocument(index.replace(/<title>.*<\/title>/, ''), parts)).toThrow(/title/);
  });
});

describe('fileNamed', () => {
  const files = [
    'assets/inter-latin-wght-normal-Dx4k.woff2',
    'assets/inter-vietnamese-wght-normal-CBcv.woff2',
  ];

  it('finds the file the build named after a name, whatever its hash', () => {
    expect(fileNamed(files, 'inter-vietnamese-wght-normal')).toBe(
      'assets/inter-vietnamese-wght-normal-CBcv.woff2',
    );
  });

  it('refuses a name the build has no file for', () => {
    expect(() => fileNamed(files, 'inter-greek-wght-normal')).toThrow(/inter-greek/);
  });
});
