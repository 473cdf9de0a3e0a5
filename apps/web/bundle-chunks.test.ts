import { describe, expect, it } from 'vitest';
import { bundleOf, chunk } from './bundle-test-kit';
import { scriptsOf, stylesOf } from './bundle-chunks';

const bundle = bundleOf([
  chunk('index.js', ['/app/src/main.tsx'], ['shared.js'], ['index.css']),
  chunk('shared.js', ['/app/src/lib/a.ts'], [], ['shared.css']),
  chunk('login.js', ['/app/src/login.tsx'], ['shared.js', 'icons.js'], ['login.css']),
  chunk('icons.js', ['/app/src/icons.tsx'], ['shared.js'], []),
  chunk('screen.js', ['/app/src/screen.tsx', '/app/src/ahead.ts'], ['shared.js'], ['screen.css']),
  chunk('texts-en.js', ['/app/texts/en.ts'], [], []),
]);

describe('scriptsOf', () => {
  it('gives the scripts of the modules and of what they import, imports first', () => {
    expect(
      scriptsOf(bundle, ['/app/src/screen.tsx', '/app/src/ahead.ts', '/app/texts/en.ts']),
    ).toEqual(['shared.js', 'screen.js', 'texts-en.js']);
  });
});

describe('stylesOf', () => {
  it("gives the styles of the modules' chunks and of what those import, imports first", () => {
    expect(stylesOf(bundle, ['/app/src/login.tsx'])).toEqual(['shared.css', 'login.css']);
  });

  it('gives nothing for modules in no chunk', () => {
    expect(stylesOf(bundle, ['/app/src/gone.tsx'])).toEqual([]);
  });
});
