import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component loaded the first time it renders, from a module's named export (React.lazy takes only
 * default exports): `lazyNamed(() => import('./x.tsx'), 'X')`. Render it inside a Suspense boundary. Keeps
 * screens and overlays most visits never show out of the first load (issue 6, docs/decisions/0026).
 */
export function lazyNamed<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
