import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog.tsx';

/** A page with an opener button and the Dialog it opens, closed by its owner as the app's overlays are. */
function Page({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open ? (
        <Dialog label="Sheet" onClose={() => setOpen(false)} dismissible={dismissible}>
          <button type="button">First</button>
          <input aria-label="Middle" />
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

/** Opens the dialog from the opener, the way a tap does (the opener has the focus). */
function open() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Sheet' }) };
}

describe('Dialog', () => {
  it('opens as a modal dialog with its content', () => {
    render(<Page />);
    const { dialog } = open();
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'First' })).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the opener', () => {
    render(<Page />);
    const { opener } = open();
    const middle = screen.getByRole('textbox', { name: 'Middle' });
    middle.focus();
    fireEvent.keyDown(middle, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener.matches(':focus')).toBe(true);
  });

  it('gives the focus back to the opener when a button inside closes it', () => {
    render(<Page />);
    const { opener } = open();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener.matches(':focus')).toBe(true);
  });

  it('keeps the focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    render(<Page />);
    open();
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Close' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first.matches(':focus')).toBe(true);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last.matches(':focus')).toBe(true);
  });

  it('closes on a tap on the backdrop, not on a tap inside', () => {
    render(<Page />);
    const { dialog } = open();
    fireEvent.click(screen.getByRole('textbox', { name: 'Middle' }));
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toBe(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape and a backdrop tap when it is not dismissible', () => {
    render(<Page dismissible={false} />);
    const { dialog } = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toHaveProperty('open', true);
  });
});
