import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { RichMessage } from './rich-message.tsx';

afterEach(() => {
  void setLocale('en', { reload: false });
});

function renderSentTo() {
  return render(
    <p data-testid="sentence">
      <RichMessage message={m.sentToNumber} parts={{ number: <b>+91 98765 43210</b> }} />
    </p>,
  );
}

describe('RichMessage (issue 16, D62)', () => {
  it('puts the element where the English sentence has its placeholder', () => {
    renderSentTo();
    expect(screen.getByTestId('sentence').textContent).toBe('Sent to +91 98765 43210');
    expect(screen.getByText('+91 98765 43210').tagName).toBe('B');
  });

  it('puts it where the Hindi sentence has it, before the words', () => {
    void setLocale('hi', { reload: false });
    renderSentTo();
    expect(screen.getByTestId('sentence').textContent).toBe('+91 98765 43210 पर भेजा गया');
    expect(screen.getByText('+91 98765 43210').tagName).toBe('B');
  });

  it('fills a placeholder with plain text too, and leaves data that looks like a placeholder alone', () => {
    render(
      <p data-testid="sentence">
        <RichMessage message={m.addToCartLabel} parts={{ name: '{name} $1 Thali' }} />
      </p>,
    );
    expect(screen.getByTestId('sentence').textContent).toBe('Add {name} $1 Thali to cart');
  });
});
