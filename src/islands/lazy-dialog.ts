/**
 * A dialog's module loaded on demand (issue 28): it is not among the modules a page runs before the shopper's first
 * interaction, and is fetched while the browser is idle once the island shows what opens it, so that opening the
 * dialog does not wait for the network (docs/decisions/lazy-dialogs.md).
 *
 * Not React.lazy: a lazy component suspends on its first render even when its module is already here, and React 19
 * holds a Suspense boundary's content back for up to 300 ms after its fallback showed, so a preloaded sheet opened
 * 400 ms after the tap (the bench's "open the voucher sheet"). LazyDialog renders a loaded module at once, and
 * otherwise nothing until it has come.
 */
import { type ComponentType, createElement, useEffect, useState } from 'react';

export interface DialogModule<P> {
  /** The dialog's component once its module has come. */
  loaded: () => ComponentType<P> | null;
  /** Loads the module (once; a failed load is tried again by the next call). */
  load: () => Promise<void>;
}

export function dialogModule<P extends object>(importer: () => Promise<ComponentType<P>>): DialogModule<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | undefined;
  return {
    loaded: () => component,
    load: () => {
      loading ??= importer().then(
        (c) => {
          component = c;
        },
        () => {
          loading = undefined;
        },
      );
      return loading;
    },
  };
}

/** The dialog of `module` with `props`, at once when its module is loaded, else as soon as it is. */
export function LazyDialog<P extends object>({ module, props }: { module: DialogModule<P>; props: P }) {
  const [, setReady] = useState(module.loaded() !== null);
  useEffect(() => {
    if (!module.loaded()) void module.load().then(() => setReady(module.loaded() !== null));
  }, [module]);
  const Dialog = module.loaded();
  return Dialog ? createElement(Dialog, props) : null;
}

/** Loads the dialogs' modules when the browser is next idle after the island shows what opens them. */
export function usePreloadWhenIdle(...modules: Pick<DialogModule<object>, 'load'>[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the modules are module constants
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(() => {
      for (const module of modules) void module.load();
    });
  }, []);
}
