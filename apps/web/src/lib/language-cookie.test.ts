import { describe, expect, it } from 'vitest';
import { rememberLanguageForServer } from './language-cookie';
import { session } from './session/session-storage';

describe('the language cookie', () => {
  it('tells the server the language the app starts in, and every later choice', () => {
    rememberLanguageForServer('en');
    expect(document.cookie).toContain('postradar_language=en');
    session.setLanguage('vi');
    expect(document.cookie).toContain('postradar_language=vi');
    expect(document.cookie).not.toContain('postradar_language=en');
  });
});
