import { fireEvent, screen } from '@testing-library/react';

/**
 * A digit-box field (ui/digit-boxes.tsx) found by its one accessible name: `input` is what a screen
 * reader and a keyboard use, `boxes()` what the eye sees in each box ('' for an empty one).
 */
export function digitField(label: string) {
  const input = screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  const boxes = () =>
    [...(input.parentElement?.querySelectorAll('[aria-hidden="true"]') ?? [])].map((box) => box.textContent ?? '');
  /** Types `text` after what is there, as a keyboard would (the input receives its new value). */
  const type = (text: string) => fireEvent.change(input, { target: { value: input.value + text } });
  /** Puts `text` in place of what is there, as a selection typed over or an autofill would. */
  const enter = (text: string) => fireEvent.change(input, { target: { value: text } });
  const paste = (text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });
  return { input, boxes, type, enter, paste };
}
