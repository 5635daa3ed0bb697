import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useUi } from '../../lib/ui-store.ts';
import { AddChooser } from '../../features/seller-catalogue/add-chooser.tsx';
import { SellerBottomNav } from './seller-bottom-nav.tsx';
import { sellerPaths } from '../../lib/paths.ts';

/** The chooser as the overlay host shows it: while the UI store names the 'add-choice' overlay. */
function OpenChooser() {
  return useUi((state) => state.currentOverlay === 'add-choice') ? <AddChooser /> : null;
}

function renderNav() {
  render(
    <MemoryRouter initialEntries={[sellerPaths.home]}>
      <Routes>
        <Route path={sellerPaths.home} element={<SellerBottomNav />} />
        <Route path={sellerPaths.addDish} element={<p>add dish page</p>} />
      </Routes>
      <OpenChooser />
    </MemoryRouter>,
  );
}

const chooserName = 'What would you like to add?';

describe("the seller's Plus chooser (spec 2)", () => {
  afterEach(() => useUi.setState({ currentOverlay: null }));

  it('stays open on a tap inside the sheet and closes on a tap on the backdrop', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Add a dish or thali' }));
    fireEvent.click(screen.getByRole('heading', { name: chooserName }));
    const chooser = screen.getByRole('dialog', { name: chooserName });
    fireEvent.click(chooser);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Add a dish or thali' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: chooserName }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the page of the choice', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Add a dish or thali' }));
    fireEvent.click(screen.getByRole('button', { name: /^Dish/ }));
    // The page opens; the overlay host closes the chooser as the URL loses its sheet (app/overlay-url.test.tsx).
    expect(screen.getByText('add dish page')).toBeTruthy();
  });
});
