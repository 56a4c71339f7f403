import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { DataTable } from './data-table';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  amount: number;
}
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Name', meta: { primary: true } }),
  column.accessor('amount', { header: 'Amount', meta: { className: 'text-right' } }),
];

function renderTable(
  url: string,
  rows: Row[],
  pagination?: { page: number; limit: number; total: number },
) {
  const Stub = createRoutesStub([
    {
      path: '/things',
      Component: () => (
        <DataTable
          caption="Things"
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          pagination={pagination}
          noun={['thing', 'things']}
          empty={<p>Nothing here</p>}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('the data table', () => {
  it('labels each cell for the phone layout, where rows become cards', () => {
    renderTable('/things', [{ id: '1', name: 'Cable', amount: 5 }]);
    const table = screen.getByRole('table', { name: 'Things' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Amount']);
    expect(cells[0]!.hasAttribute('data-primary')).toBe(true);
    expect(cells[1]!.className).toContain('text-right');
  });

  it('pages through the server’s pages with links that keep the other parameters', () => {
    renderTable('/things?status=1&page=2', [{ id: '1', name: 'Cable', amount: 5 }], {
      page: 2,
      limit: 25,
      total: 60,
    });
    expect(screen.getByText(/Page 2 of 3 · 60 things/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/things?status=1',
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/things?status=1&page=3',
    );
  });

  it('has no page links when everything fits on one page', () => {
    renderTable('/things', [{ id: '1', name: 'Cable', amount: 5 }], {
      page: 1,
      limit: 25,
      total: 1,
    });
    expect(screen.getByText('1 thing')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows its empty state instead of an empty table', () => {
    renderTable('/things', [], { page: 1, limit: 25, total: 0 });
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
