import type { Language } from '@postradar/i18n';
import type { ParseKeys } from 'i18next';

export { languages } from '@postradar/i18n';
export { colorScheme } from '../app/app-providers';
export { researchScreenTitleKey } from '../features/research/research-screen';
import { createI18n } from '@postradar/ui';
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent } from '../app/app';
import { AppProviders } from '../app/app-providers';
import type { ResearchScreenKey } from '../features/research/research-screen';
import { formatDocumentTitle } from '../lib/document-title';
import { createQueryClient } from '../lib/query-client';
import { storageKey } from '../lib/session/session-storage';
import { ScreenFrame } from './screen-frame';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** The keys of the session a page's loader looks for: the access token's, then the user's. */
export const sessionKeys = [storageKey('accessToken'), storageKey('user')] as const;

/**
 * The markup of `element` rendered once, completely: every boundary's content in place (React
 * otherwise moves a large one to the end of the page with inline scripts that put it back, which
 * the content security policy refuses).
 */
async function renderMarkup(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{element}</StrictMode>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return readAll(prelude);
}

/** The markup of the app at `path` for a visitor without a session, in `language`. */
export function renderPage(path: string, language: Language): Promise<string> {
  return renderMarkup(
    <StaticRouter location={path}>
      <AppContent i18n={createI18n(language)} queryClient={createQueryClient()} />
    </StaticRouter>,
  );
}

/** The frame of a research `screen` at `path`, in `language` (screen-frame.tsx). */
export function renderScreenFrame(
  path: string,
  screen: ResearchScreenKey,
  language: Language,
): Promise<string> {
  return renderMarkup(
    <StaticRouter location={path}>
      <AppProviders i18n={createI18n(language)} queryClient={createQueryClient()}>
        <ScreenFrame screen={screen} />
      </AppProviders>
    </StaticRouter>,
  );
}

/** The tab title and the description of a page whose title is `titleKey`, in `language`. */
export function renderHead(
  titleKey: ParseKeys,
  language: Language,
): { title: string; description: string } {
  const { t } = createI18n(language);
  return {
    title: formatDocumentTitle({ title: t(titleKey), suffix: t('common.titleSuffix') }),
    description: t('common.metaDescription'),
  };
}
