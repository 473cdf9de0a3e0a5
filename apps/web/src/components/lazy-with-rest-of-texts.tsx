import { lazy, use, type ComponentType } from 'react';
import { loadRestOfCatalogue, useTranslation } from '@postradar/ui';

/**
 * `React.lazy` for a screen that reads the rest of the catalogue, the sections the first screens
 * do not read (decision 0060): the screen's code and those texts are fetched together, and the
 * screen is drawn once both are in, so that no key ever shows raw. Until then it suspends, and
 * the LazyBoundary around it shows its loading placeholder; so it does again if the interface
 * switches to a language whose rest is not in yet.
 */
export function lazyWithRestOfTexts<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  let code: Promise<Module> | undefined;
  const loadCode = () => (code ??= load());
  const Lazy = lazy(() => loadCode().then((module) => ({ default: pick(module) })));
  return function WithRestOfTexts(props: Props) {
    const { i18n } = useTranslation();
    const texts = loadRestOfCatalogue(i18n);
    if (texts) {
      // The code is fetched beside the texts; a failure shows when Lazy renders.
      loadCode().catch(() => undefined);
      use(texts);
    }
    return <Lazy {...props} />;
  };
}
