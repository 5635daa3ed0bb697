import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TimeFrameTabs } from './time-frame-tabs.tsx';

describe('dashboard time-frame tabs (spec 2, docs/decisions/p03)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("labels the third tab with the current month's short name", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
    const { unmount } = render(<TimeFrameTabs value={1} onChange={() => {}} panelId="panel" timeZone="Asia/Kolkata" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Today', 'Week', 'Nov', 'Lifetime']);

    unmount();
    vi.setSystemTime(new Date(2027, 1, 3, 12));
    render(<TimeFrameTabs value={1} onChange={() => {}} panelId="panel" timeZone="Asia/Kolkata" />);
    expect(screen.getByRole('tab', { name: 'Feb' })).toBeTruthy();
  });

  it("names the kitchen's month, not the phone's, on the last evening of a month (issue 30)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 on 30 November in London and New York is already 01:30 on 1 December in India.
    vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
    render(<TimeFrameTabs value={1} onChange={() => {}} panelId="panel" timeZone="Asia/Kolkata" />);
    expect(screen.getByRole('tab', { name: 'Dec' })).toBeTruthy();
  });

  it('asks for time frames 1 to 4 in tab order', () => {
    const onChange = vi.fn();
    render(<TimeFrameTabs value={1} onChange={onChange} panelId="panel" timeZone="Asia/Kolkata" />);
    expect(screen.getByRole('tab', { name: 'Today' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Week' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Lifetime' }));
    expect(onChange.mock.calls.map(([frame]) => frame)).toEqual([2, 4]);
  });

  it('moves with the arrow keys from the selected tab, wrapping round, and takes the focus along', () => {
    const onChange = vi.fn();
    render(<TimeFrameTabs value={4} onChange={onChange} panelId="panel" timeZone="Asia/Kolkata" />);
    const lifetime = screen.getByRole('tab', { name: 'Lifetime' });
    lifetime.focus();
    fireEvent.keyDown(lifetime, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('tab', { name: 'Today' }).matches(':focus')).toBe(true);
    fireEvent.keyDown(lifetime, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
