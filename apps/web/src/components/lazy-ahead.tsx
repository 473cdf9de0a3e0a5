import { lazy, type ComponentType } from 'react';

/** Loads code on demand, and tells whether it has loaded (app/screen-code.ts loads some ahead). */
export interface AheadLoader<Module> {
  (): Promise<Module>;
  /** The module once it has loaded. */
  loaded(): Module | undefined;
}

export function aheadLoader<Module>(load: () => Promise<Module>): AheadLoader<Module> {
  let module: Module | undefined;
  const loader = () => load().then((loaded) => (module = loaded));
  return Object.assign(loader, { loaded: () => module });
}

/**
 * `React.lazy` for code that may have been loaded ahead: once it is in, the component is drawn at
 * once. React.lazy suspends on its first render even for code already loaded, so the loading
 * placeholder showed for a moment and then made way for the screen, moving the page.
 */
export function lazyAhead<Module, Props extends object>(
  load: AheadLoader<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyAhead(props: Props) {
    const module = load.loaded();
    if (module === undefined) return <Lazy {...props} />;
    const Component = pick(module);
    return <Component {...props} />;
  };
}
