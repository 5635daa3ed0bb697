import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DigitBoxes, emptyDigits } from './digit-boxes.tsx';
import { digitField } from '../test/digit-field.ts';

function Field({ onComplete, masked = false }: { onComplete?: () => void; masked?: boolean }) {
  const [digits, setDigits] = useState(emptyDigits(4));
  return (
    <DigitBoxes
      length={4}
      digits={digits}
      onChange={setDigits}
      label="One-time code"
      onComplete={onComplete}
      masked={masked}
      autoComplete="one-time-code"
    />
  );
}

describe('digit boxes (issue 16, D60: one labelled field to a screen reader)', () => {
  it('is one numeric text field named by its label, with the boxes hidden from assistive tech', () => {
    render(<Field />);
    const { input } = digitField('One-time code');
    expect(screen.getAllByRole('textbox')).toEqual([input]);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.maxLength).toBe(4);
  });

  it('keeps digits only and draws each typed digit in its box', () => {
    render(<Field />);
    const field = digitField('One-time code');
    field.type('4a-');
    field.type('2');
    expect(field.input.value).toBe('42');
    expect(field.boxes()).toEqual(['4', '2', '', '']);
  });

  it('empties the last box on Backspace', () => {
    render(<Field />);
    const field = digitField('One-time code');
    field.type('42');
    fireEvent.change(field.input, { target: { value: '4' } });
    expect(field.boxes()).toEqual(['4', '', '', '']);
  });

  it('fills every box from a paste, dropping spaces and a +91 before a whole number, and says complete once', () => {
    const onComplete = vi.fn();
    render(<Field onComplete={onComplete} />);
    const field = digitField('One-time code');
    field.paste('+91 12 34');
    expect(field.boxes()).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    field.paste('1234');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('says complete when the last digit is typed', () => {
    const onComplete = vi.fn();
    render(<Field onComplete={onComplete} />);
    const field = digitField('One-time code');
    field.type('123');
    expect(onComplete).not.toHaveBeenCalled();
    field.type('4');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows dots, not digits, for a PIN, in a password field', () => {
    render(<Field masked />);
    const field = digitField('One-time code');
    field.type('73');
    expect(field.input.type).toBe('password');
    expect(field.boxes()).toEqual(['•', '•', '', '']);
  });
});
