import { describe, expect, it } from 'vitest';
import { formatDuration, grievanceDeadlines } from './deadlines';

const HOUR = 3_600_000;
const received = new Date('2026-10-10T04:30:00.000Z');
const grievance = {
  status: 'open' as const,
  acknowledgeBy: new Date(received.getTime() + 48 * HOUR).toISOString(),
  acknowledgedAt: null,
  resolveBy: '2026-11-10T04:30:00.000Z',
  resolvedAt: null,
};
const after = (hours: number) => new Date(received.getTime() + hours * HOUR);

describe('grievance deadlines in the back office', () => {
  it('counts down to the acknowledgement, warns 12 hours before, then says how late it is', () => {
    expect(grievanceDeadlines(grievance, after(1)).acknowledge).toEqual({
      state: 'pending',
      text: 'Due in 47 h',
      tone: 'info',
    });
    expect(grievanceDeadlines(grievance, after(36.5)).acknowledge).toEqual({
      state: 'soon',
      text: 'Due in 11 h',
      tone: 'warning',
    });
    expect(grievanceDeadlines(grievance, after(51.2)).acknowledge).toEqual({
      state: 'overdue',
      text: 'Overdue by 3 h',
      tone: 'danger',
    });
    expect(grievanceDeadlines(grievance, after(48 + 0.25)).acknowledge.text).toBe(
      'Overdue by 15 min',
    );
  });

  it('counts the resolution in days, and warns 7 days before', () => {
    expect(grievanceDeadlines(grievance, after(1)).resolve.text).toBe('Due in 30 days');
    const weekBefore = new Date(Date.parse(grievance.resolveBy) - 6.5 * 24 * HOUR);
    expect(grievanceDeadlines(grievance, weekBefore).resolve).toMatchObject({
      state: 'soon',
      text: 'Due in 6 days',
    });
  });

  it('says whether each was met in time once done, whatever the time now', () => {
    const done = {
      ...grievance,
      status: 'resolved' as const,
      acknowledgedAt: after(50).toISOString(),
      resolvedAt: after(60).toISOString(),
    };
    const later = after(2000);
    expect(grievanceDeadlines(done, later)).toEqual({
      acknowledge: { state: 'late', text: 'Acknowledged 2 h late', tone: 'neutral' },
      resolve: { state: 'met', text: 'Resolved in time', tone: 'success' },
    });
    expect(grievanceDeadlines({ ...done, status: 'closed' }, later).resolve.text).toBe(
      'Closed in time',
    );
  });

  it('writes spans as minutes, hours up to two days, then days', () => {
    expect(formatDuration(20_000)).toBe('1 min');
    expect(formatDuration(59 * 60_000)).toBe('59 min');
    expect(formatDuration(47.9 * HOUR)).toBe('47 h');
    expect(formatDuration(-72 * HOUR)).toBe('3 days');
  });
});
