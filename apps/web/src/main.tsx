import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@postradar/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { detectInitialLanguage } from './lib/detect-initial-language';
import { loadI18n } from '@postradar/ui';
import { createQueryClient } from './lib/query-client';
import { startAhead } from './app/start-ahead';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

const queryClient = createQueryClient();
startAhead(queryClient);
// The starting language's texts only, fetched before the first render; another language's are
// fetched when the interface switches to it.
void loadI18n(detectInitialLanguage()).then((i18n) =>
  root.render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} />
    </StrictMode>,
  ),
);
