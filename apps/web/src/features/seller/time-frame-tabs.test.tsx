import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TimeFrameTabs } from './time-frame-tabs.tsx';

describe('dashboard time-frame tabs (spec 2, docs/decisions.md P3)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("labels the third tab with the current month's short name", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
    render(<TimeFrameTabs value={1} onChange={() => {}} panelId="panel" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Today', 'Week', 'Nov', 'Lifetime']);

    cleanup();
    vi.setSystemTime(new Date(2027, 1, 3, 12));
    render(<TimeFrameTabs value={1} onChange={() => {}} panelId="panel" />);
    expect(screen.getByRole('tab', { name: 'Feb' })).toBeTruthy();
  });

  it('asks for time frames 1 to 4 in tab order', () => {
    const onChange = vi.fn();
    render(<TimeFrameTabs value={1} onChange={onChange} panelId="panel" />);
    expect(screen.getByRole('tab', { name: 'Today' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Week' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Lifetime' }));
    expect(onChange.mock.calls.map(([frame]) => frame)).toEqual([2, 4]);
  });
});
