import { useEffect, useState } from 'react';

const loadedModules = new Map<() => Promise<unknown>, unknown>();

/** Loads a module for useLoaded ahead of its first render (same loader); resolves with it. */
export async function preloadModule<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await load();
  loadedModules.set(load, loaded);
  return loaded;
}

/**
 * A module loaded on demand (issue 6), without Suspense: React holds back content that a Suspense
 * boundary reveals by up to 300 ms, which a person notices after a tap or a key press. Takes the
 * loader (a stable function around `import()`) and whether the module is wanted yet; returns the module
 * once loaded (at once, on later renders and mounts), undefined before. A failed load (offline) is tried
 * again the next time the module is wanted.
 */
export function useLoaded<T>(load: () => Promise<T>, wanted = true): T | undefined {
  const [module, setModule] = useState(() => loadedModules.get(load) as T | undefined);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    load().then(
      (loaded) => {
        loadedModules.set(load, loaded);
        if (live) setModule(loaded);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [load, wanted, module]);
  return module;
}
