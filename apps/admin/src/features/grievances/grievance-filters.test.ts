import { describe, expect, it } from 'vitest';
import { grievanceFilters } from './grievance-filters';

describe('grievance list filters', () => {
  it('round-trip through the URL, dropping values the API would refuse', () => {
    const filters = grievanceFilters.read(
      new URLSearchParams('status=open&due=overdue&q= GRV-7K3M9Q2X &page=3'),
    );
    expect(filters).toEqual({ status: 'open', due: 'overdue', q: 'GRV-7K3M9Q2X', page: 3 });
    expect(grievanceFilters.toParams(filters).toString()).toBe(
      'q=GRV-7K3M9Q2X&status=open&due=overdue&page=3',
    );
    expect(grievanceFilters.read(new URLSearchParams('status=lost&due=never&page=-1'))).toEqual({
      status: '',
      due: '',
      q: '',
      page: 1,
    });
  });

  it('ask the API for one page of exactly those filters', () => {
    expect(grievanceFilters.query({ status: '', due: 'attention', q: '', page: 2 })).toEqual({
      page: 2,
      limit: 25,
      status: undefined,
      due: 'attention',
      q: undefined,
    });
  });
});
