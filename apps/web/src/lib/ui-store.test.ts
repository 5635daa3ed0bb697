import { afterEach, expect, it } from 'vitest';
import { useUi } from './ui-store.ts';

/** The overlay store: a transient overlay gives way to the one the URL names (issue 15: a shared dish's link). */
afterEach(() => {
  window.history.replaceState(null, '', '/');
  useUi.setState({ currentOverlay: null, currentDish: null });
});

it("closing the first visit's splash shows the dish the link opened", () => {
  window.history.replaceState(null, '', '/?sheet=dish&dish=meal-1');
  useUi.getState().openOverlay('splash');
  useUi.getState().closeOverlay();
  expect(useUi.getState()).toMatchObject({ currentOverlay: 'dish', currentDish: 'meal-1' });
});

it('closing the splash without an overlay in the URL closes everything', () => {
  useUi.getState().openOverlay('splash');
  useUi.getState().closeOverlay();
  expect(useUi.getState().currentOverlay).toBeNull();
});
