import { describe, expect, it } from 'vitest';
import { deadlineState, GRIEVANCE_WARNING_MS, grievanceContactOf } from './grievance-rules';
import { grievanceRequestSchema, grievanceStatusChangeSchema } from './grievances';

describe('grievance contact details', () => {
  it('are an e-mail address, lowercased, or an Indian mobile number as +91 and 10 digits', () => {
    expect(grievanceContactOf(' Asha@Example.IN ')).toEqual({
      email: 'asha@example.in',
      phone: null,
    });
    expect(grievanceContactOf('098450-12345')).toEqual({ email: null, phone: '+919845012345' });
    expect(grievanceContactOf('12345')).toBeNull();
  });

  it('are checked by the form’s schema, which also drops a blank order number', () => {
    const valid = grievanceRequestSchema.parse({
      name: ' Asha ',
      contact: '+91 98450 12345',
      orderId: '  ',
      message: ' Late delivery ',
    });
    expect(valid).toEqual({ name: 'Asha', contact: '+91 98450 12345', message: 'Late delivery' });
    const invalid = grievanceRequestSchema.safeParse({ name: 'A', contact: 'asha@', message: 'x' });
    expect(invalid.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'contact',
        'Please enter an e-mail address, or a 10-digit Indian mobile number like 98450 12345',
      ],
    ]);
  });
});

describe('deadlineState', () => {
  const due = '2026-03-12T04:30:00.000Z';
  const at = (iso: string) => new Date(iso);
  const warning = GRIEVANCE_WARNING_MS.acknowledge;

  it('is met or late once done, whatever the time now', () => {
    expect(
      deadlineState(due, '2026-03-12T04:30:00.000Z', at('2027-01-01T00:00:00Z'), warning),
    ).toBe('met');
    expect(
      deadlineState(due, '2026-03-12T04:30:01.000Z', at('2026-03-01T00:00:00Z'), warning),
    ).toBe('late');
  });

  it('is pending, then soon within the warning window, then overdue from the deadline on', () => {
    expect(deadlineState(due, null, at('2026-03-11T16:29:59Z'), warning)).toBe('pending');
    expect(deadlineState(due, null, at('2026-03-11T16:30:00Z'), warning)).toBe('soon');
    expect(deadlineState(due, null, at('2026-03-12T04:29:59Z'), warning)).toBe('soon');
    expect(deadlineState(due, null, at('2026-03-12T04:30:00Z'), warning)).toBe('overdue');
  });
});

describe('grievanceStatusChangeSchema', () => {
  it('needs the answer to resolve or close, not to acknowledge', () => {
    expect(grievanceStatusChangeSchema.safeParse({ status: 'acknowledged' }).success).toBe(true);
    for (const status of ['resolved', 'closed']) {
      const result = grievanceStatusChangeSchema.safeParse({ status, resolution: '   ' });
      expect(result.error?.issues[0]?.path).toEqual(['resolution']);
    }
  });
});
