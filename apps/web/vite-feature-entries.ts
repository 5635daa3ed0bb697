import type { Plugin } from 'vite';

/** A feature's public entry (docs/architecture.md 'Layers'). */
export const FEATURE_ENTRY = /\/src\/features\/[^/]+\/index\.ts$/;

/**
 * Tells the bundler that a feature's public entry (`src/features/<name>/index.ts`) has no side effects:
 * it only re-exports (the lint holds it to that, eslint-layers.js). The bundler then binds each import
 * straight to the module that defines it, so an entry shared by lazy pages makes no empty chunk of its
 * own, and the first load carries no preload entry for one (issue 12; the budget of issue 6).
 */
export function featureEntriesWithoutSideEffects(): Plugin {
  return {
    name: 'rasoi-feature-entries',
    transform: {
      filter: { id: FEATURE_ENTRY },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}
