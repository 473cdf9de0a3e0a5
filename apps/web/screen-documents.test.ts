import { describe, expect, it } from 'vitest';
import { bundleOf, chunk } from './bundle-test-kit';
import { codeOf, screenDocument } from './screen-documents';

const index = `<!doctype html>
<html lang="en">
  <head>
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

describe('screenDocument', () => {
  const document = screenDocument(index, {
    loader: 'assets/load-app-5.js',
    code: ['assets/react-2.js', 'assets/screen-6.js', 'assets/screen-7.css'],
    sessionKeys: ['postradar.accessToken', 'postradar.user'],
    language: 'vi',
  });

  it("hands the loader the screen's code that the index does not load, and a session's keys", () => {
    expect(document).toContain(
      '<script src="/assets/load-app-5.js" data-screen-code="/assets/screen-6.js /assets/screen-7.css"' +
        ' data-session-keys="postradar.accessToken postradar.user"></script>',
    );
  });

  it("puts the loader before the app's entry, which stays as it was", () => {
    expect(document.indexOf('load-app-5.js')).toBeLessThan(document.indexOf('index-1.js'));
    expect(document).toContain(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    );
    expect(document).toContain('<div id="root"></div>');
  });

  it("is in the screen's language", () => {
    expect(document).toContain('<html lang="vi">');
  });

  it("refuses an index without the app's entry", () => {
    const options = { loader: 'l.js', code: [], sessionKeys: [], language: 'en' };
    expect(() => screenDocument('<html lang="en"><head></head></html>', options)).toThrow(
      /module script/,
    );
  });
});

describe('codeOf', () => {
  const bundle = bundleOf([
    chunk('index.js', ['/app/src/main.tsx'], ['shared.js'], ['index.css']),
    chunk('shared.js', ['/app/src/lib/a.ts'], [], ['shared.css']),
    chunk('screen.js', ['/app/src/screen.tsx', '/app/src/ahead.ts'], ['shared.js'], ['screen.css']),
    chunk('texts-en.js', ['/app/texts/en.ts'], [], []),
  ]);

  it('gives the scripts of the modules and of what they import, imports first, then the styles', () => {
    expect(
      codeOf(bundle, ['/app/src/screen.tsx', '/app/src/ahead.ts', '/app/texts/en.ts']),
    ).toEqual(['shared.js', 'screen.js', 'texts-en.js', 'shared.css', 'screen.css']);
  });
});
