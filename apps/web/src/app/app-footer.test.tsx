import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import rootPackage from '../../../../package.json' with { type: 'json' };
import { AppFooter } from './app-footer.tsx';

describe('the footer', () => {
  it("shows the release's version from the root package.json (issue 13: one place raises it)", () => {
    render(<AppFooter />);
    expect(screen.getByText(`v${rootPackage.version}`)).toBeTruthy();
  });
});
