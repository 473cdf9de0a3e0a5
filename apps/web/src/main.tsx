import './fonts.css';
import '@mantine/core/styles.css';
import '@postradar/ui/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { detectInitialLanguage } from './lib/detect-initial-language';
import { rememberLanguageForServer } from './lib/language-cookie';
import { canHydrate } from './lib/prerendered-markup';
import { loadI18n } from '@postradar/ui';
import { rememberPersonalization } from './lib/personalization/remembered-personalization';
import { createQueryClient } from './lib/query-client';
import { startAhead } from './app/start-ahead';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
rememberPersonalization(queryClient);
// The starting language's texts only, fetched before the first render; another language's are
// fetched when the interface switches to it.
const language = detectInitialLanguage();
rememberLanguageForServer(language);
const texts = loadI18n(language);
// The first render waits for the code of the screen at the address too: a screen drawn at once,
// rather than a loading placeholder that it then replaces (which moved the page as it went).
const screenCode = startAhead(queryClient);
void Promise.all([texts, screenCode]).then(([i18n]) => {
  const app = (
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} />
    </StrictMode>
  );
  // A page the server rendered ahead (the sign-in page) is already drawn: the app attaches to its
  // markup, loading the code of its parts as it goes, instead of drawing it again.
  if (canHydrate(container, language)) hydrateRoot(container, app);
  // Rendered as a transition, whose render React splits into short tasks (the commit that puts it
  // on the page stays one): the page stays responsive while the shell and the screen are built.
  // Markup the server sent stays on screen until then.
  else startTransition(() => createRoot(container).render(app));
});
