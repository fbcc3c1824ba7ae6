import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ActivityChart } from './ActivityChart';
import { activityPoints, formatHours, monthPoints, slotPoints, weekdayOf, weekdayPoints } from './activityData';

describe('activity data', () => {
  const byWeekday = {
    Saturday: { '00:00-08:00': 1, '08:00-16:00': '2.5', '16:00-24:00': 0, total_hours: 3.5 },
    Monday: { '00:00-08:00': 0.5, '08:00-16:00': 0.5 },
  };

  it('knows the weekday of a date', () => {
    expect(weekdayOf('2024-06-15')).toBe('Saturday');
    expect(weekdayOf('2024-06-17')).toBe('Monday');
    expect(weekdayOf(new Date(2024, 5, 16, 23, 30))).toBe('Sunday');
  });

  it("'days' gives today's three slots", () => {
    expect(slotPoints(byWeekday, '2024-06-15')).toEqual([
      { key: '00:00-08:00', label: '00:00–08:00', fullLabel: '00:00–08:00', hours: 1 },
      { key: '08:00-16:00', label: '08:00–16:00', fullLabel: '08:00–16:00', hours: 2.5 },
      { key: '16:00-24:00', label: '16:00–24:00', fullLabel: '16:00–24:00', hours: 0 },
    ]);
    expect(slotPoints(undefined, '2024-06-15').map((p) => p.hours)).toEqual([0, 0, 0]);
  });

  it("'twoWeeks' gives seven weekdays from Monday, summing slots when total_hours is absent", () => {
    const points = weekdayPoints(byWeekday);
    expect(points.map((p) => p.key)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(points[0]).toMatchObject({ label: 'ორშ', fullLabel: 'ორშაბათი', hours: 1 });
    expect(points[5]?.hours).toBe(3.5);
    expect(points[1]?.hours).toBe(0);
  });

  it("'months' gives 29 days ending today, missing days as 0, numbers or { hours }", () => {
    const points = monthPoints({ '2024-06-15': 2, '2024-05-18': { hours: '1.5' }, '2024-05-17': 9 }, '2024-06-15');
    expect(points).toHaveLength(29);
    expect(points[0]).toEqual({ key: '2024-05-18', label: '18/05', fullLabel: '18/05/2024', hours: 1.5 });
    expect(points[28]).toEqual({ key: '2024-06-15', label: '15/06', fullLabel: '15/06/2024', hours: 2 });
    expect(points.slice(1, 28).every((p) => p.hours === 0)).toBe(true);
  });

  it('crosses month and year boundaries', () => {
    const points = monthPoints({}, '2024-01-10');
    expect(points[0]?.key).toBe('2023-12-13');
    expect(points[28]?.key).toBe('2024-01-10');
  });

  it('picks the shape by range', () => {
    expect(activityPoints('days', { byWeekday }, '2024-06-15')).toHaveLength(3);
    expect(activityPoints('twoWeeks', { byWeekday }, '2024-06-15')).toHaveLength(7);
    expect(activityPoints('months', {}, '2024-06-15')).toHaveLength(29);
  });

  it('formats hours in Georgian style', () => {
    expect(formatHours(3)).toBe('3');
    expect(formatHours(1.26)).toBe('1,3');
  });
});

describe('ActivityChart', () => {
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('switches range and summarises the numbers in a table', async () => {
    const onRangeChange = vi.fn();
    render(
      <ActivityChart
        byWeekday={{ Saturday: { '08:00-16:00': 2, total_hours: 2 } }}
        byDate={{ '2024-06-14': 1.5 }}
        today="2024-06-15"
        width={600}
        onRangeChange={onRangeChange}
      />,
    );
    expect(screen.getByRole('region', { name: 'მოსმენის აქტივობა' })).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label, { selector: 'th' }).closest('tr');
    expect(row('შაბათი')).toHaveTextContent('შაბათი2');
    await userEvent.click(screen.getByRole('radio', { name: 'თვე' }));
    expect(onRangeChange).toHaveBeenCalledWith('months');
    expect(row('14/06/2024')).toHaveTextContent('14/06/20241,5');
    await userEvent.click(screen.getByRole('radio', { name: 'დღე' }));
    expect(row('08:00–16:00')).toHaveTextContent('08:00–16:002');
  }, 20_000);

  it('shows the empty state', () => {
    render(<ActivityChart today="2024-06-15" byWeekday={{}} />);
    expect(screen.getByText('ამ პერიოდში მოსმენები ჯერ არ არის')).toBeInTheDocument();
  });
});
