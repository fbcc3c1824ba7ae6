import type { ActivityByDate, ActivityByWeekday } from './activityData';

/** Deterministic statistics shaped like the API's responses, ending on the stories' fixed "now" (2024-06-15). */
export const demoByWeekday: ActivityByWeekday = {
  Monday: { '00:00-08:00': 0.3, '08:00-16:00': 1.2, '16:00-24:00': 2.1, total_hours: 3.6 },
  Tuesday: { '00:00-08:00': 0, '08:00-16:00': 0.8, '16:00-24:00': 1.4, total_hours: 2.2 },
  Wednesday: { '00:00-08:00': 0.5, '08:00-16:00': 2.4, '16:00-24:00': 1.9, total_hours: 4.8 },
  Thursday: { '00:00-08:00': 0, '08:00-16:00': 0.6, '16:00-24:00': 0.9, total_hours: 1.5 },
  Friday: { '00:00-08:00': 0.2, '08:00-16:00': 1.1, '16:00-24:00': 3.4, total_hours: 4.7 },
  Saturday: { '00:00-08:00': 1.1, '08:00-16:00': 2.7, '16:00-24:00': 2.2, total_hours: 6 },
  Sunday: { '00:00-08:00': 0.4, '08:00-16:00': 1.5, '16:00-24:00': 1.3, total_hours: 3.2 },
};

const monthly = [
  0.5, 1.2, 0, 2.4, 1.8, 3.1, 2.2, 0.8, 1.6, 2.9, 3.4, 1.1, 0, 0.7, 2.6, 3.8, 2.1, 1.4, 0.9, 2.2, 4.1, 3.3, 1.7, 0.6,
  1.9, 2.8, 3.6, 2.4, 6,
];

export const demoByDate: ActivityByDate = Object.fromEntries(
  monthly.map((hours, index) => {
    const date = new Date(Date.UTC(2024, 5, 15 - (monthly.length - 1 - index)));
    return [date.toISOString().slice(0, 10), hours];
  }),
);
