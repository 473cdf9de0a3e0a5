import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@postradar/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { detectInitialLanguage } from './lib/detect-initial-language';
import { createI18n } from '@postradar/ui';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App i18n={createI18n(detectInitialLanguage())} />
  </StrictMode>,
);
