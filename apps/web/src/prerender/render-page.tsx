import type { Language } from '@postradar/i18n';
import type { ParseKeys } from 'i18next';

export { languages } from '@postradar/i18n';
export { colorScheme } from '../app/app-providers';
import { createI18n } from '@postradar/ui';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent } from '../app/app';
import { formatDocumentTitle } from '../lib/document-title';
import { createQueryClient } from '../lib/query-client';
import { storageKey } from '../lib/session/session-storage';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** The keys of the session a page's loader looks for: the access token's, then the user's. */
export const sessionKeys = [storageKey('accessToken'), storageKey('user')] as const;

/** The markup of the app at `path` for a visitor without a session, in `language`. */
export async function renderPage(path: string, language: Language): Promise<string> {
  const i18n = createI18n(language);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppContent i18n={i18n} queryClient={createQueryClient()} />
      </StaticRouter>
    </StrictMode>,
    // Every boundary's content in place: React otherwise moves a large one to the end of the
    // page with inline scripts that put it back, which the content security policy refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return readAll(prelude);
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
