import { GRIEVANCE_TICKET_PATTERN, normaliseGrievanceTicket } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { grievanceDeadlines } from './deadlines';
import { newGrievanceTicket } from './ticket';

/** An instant given in India Standard Time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('grievance deadlines (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5))', () => {
  it('acknowledges within 48 hours and resolves one calendar month later, at the same time', () => {
    expect(grievanceDeadlines(ist('2026-03-10T10:00:00'))).toEqual({
      acknowledgeBy: ist('2026-03-12T10:00:00'),
      resolveBy: ist('2026-04-10T10:00:00'),
    });
  });

  it('counts the month in India: late evening IST is the next day in UTC', () => {
    // 23:30 IST on 31 March is 18:00 UTC on 31 March; 00:30 IST on 1 April is 19:00 UTC on 31 March.
    expect(grievanceDeadlines(ist('2026-03-31T23:30:00')).resolveBy).toEqual(
      ist('2026-04-30T23:30:00'),
    );
    expect(grievanceDeadlines(ist('2026-04-01T00:30:00')).resolveBy).toEqual(
      ist('2026-05-01T00:30:00'),
    );
  });

  it('ends a month that starts on a day the next month lacks on that month’s last day', () => {
    expect(grievanceDeadlines(ist('2027-01-31T10:00:00')).resolveBy).toEqual(
      ist('2027-02-28T10:00:00'),
    );
    expect(grievanceDeadlines(ist('2028-01-30T10:00:00')).resolveBy).toEqual(
      ist('2028-02-29T10:00:00'),
    );
    expect(grievanceDeadlines(ist('2026-12-31T10:00:00')).resolveBy).toEqual(
      ist('2027-01-31T10:00:00'),
    );
  });
});

describe('grievance tickets', () => {
  it('are GRV- and 8 characters of Crockford base32, and different each time', () => {
    const tickets = Array.from({ length: 200 }, newGrievanceTicket);
    for (const ticket of tickets) expect(ticket).toMatch(GRIEVANCE_TICKET_PATTERN);
    expect(new Set(tickets).size).toBe(200);
  });

  it('are read as a person types them', () => {
    for (const typed of [
      'GRV-7K3M9Q2X',
      'grv-7k3m9q2x',
      'grv 7k3m 9q2x',
      '7K3M-9Q2X',
      'GRV7K3M9Q2X',
    ]) {
      expect(normaliseGrievanceTicket(typed)).toBe('GRV-7K3M9Q2X');
    }
    // O is read as 0, and I or L as 1, as order ids are.
    expect(normaliseGrievanceTicket('grv-o1il2345')).toBe('GRV-01112345');
  });
});
