import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as contract from '@storefront/contract';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApiForComponentTests } from '~/test/component-test';
import { readRecentSearches, rememberSearch } from '../recent-searches';
import { SUGGEST_DELAY_MS } from '../suggestions';
import { SEARCH_MAX_LENGTH, SearchBox } from './search-box';

const fetchMock = stubApiForComponentTests();
afterEach(() => localStorage.clear());

const suggestAnswer = {
  products: [
    { id: 'p-1', title: 'HDMI 2.1 Cable 3m', image: null, price: 499 },
    { id: 'p-2', title: 'HDMI Switch', image: null, price: 1299 },
  ],
  categories: ['TV & Video Accessories'],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const Stub = createRoutesStub([
  {
    path: '*',
    Component: () => (
      <>
        <SearchBox label="Search the shop" />
        <Where />
      </>
    ),
  },
]);

const field = () => screen.getByRole('combobox', { name: 'Search products' });
const where = () => screen.getByTestId('where').textContent;

/** Focuses the field and waits for the suggestions' code to arrive (it loads on first focus). */
async function focusField() {
  render(<Stub initialEntries={['/']} />);
  act(() => field().focus());
  fireEvent.focus(field());
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull());
}

async function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the search field', () => {
  it('is a plain GET form to /search, whatever JavaScript does', () => {
    render(<Stub initialEntries={['/']} />);
    const form = screen.getByRole('search', { name: 'Search the shop' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.method).toBe('get');
    expect(field().getAttribute('name')).toBe('q');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(SEARCH_MAX_LENGTH).toBe(contract.SEARCH_MAX_LENGTH);
    expect(field().getAttribute('maxlength')).toBe(String(SEARCH_MAX_LENGTH));
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('asks for suggestions once typing pauses, once for a burst of keys', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, suggestAnswer));
    await focusField();
    await type('h');
    await type('hd');
    await type('hdm');
    act(() => vi.advanceTimersByTime(SUGGEST_DELAY_MS - 20));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(40));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(url.pathname).toMatch(/\/api\/v1\/products\/suggest$/);
    expect(url.searchParams.get('q')).toBe('hdm');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('HDMI 2.1 Cable 3m'),
      expect.stringContaining('HDMI Switch'),
      expect.stringContaining('TV & Video Accessories'),
    ]);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(
      screen.getByRole('listbox').getAttribute('id'),
    );
    expect(screen.getByRole('status').textContent).toBe(
      '3 suggestions available. Use the up and down arrows to choose.',
    );
  });

  it('moves with the arrows, and Enter opens the product picked', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, suggestAnswer));
    await focusField();
    await type('hdmi');
    act(() => vi.advanceTimersByTime(SUGGEST_DELAY_MS));
    const options = await screen.findAllByRole('option');

    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' }); // wraps to the first
    expect(field().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(field(), { key: 'ArrowUp' }); // and back to the last
    expect(field().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field().getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/product/p-2'));
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes a category picked to its listing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, suggestAnswer));
    await focusField();
    await type('tv');
    act(() => vi.advanceTimersByTime(SUGGEST_DELAY_MS));
    await screen.findAllByRole('option');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/products?category=tv%20%26%20video%20accessories'));
  });

  it('closes on Escape, and Enter with nothing picked sends the form (remembered)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, suggestAnswer));
    await focusField();
    await type('hdmi cable');
    act(() => vi.advanceTimersByTime(SUGGEST_DELAY_MS));
    await screen.findAllByRole('option');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(field(), { key: 'Enter' });
    fireEvent.submit((field() as HTMLInputElement).form!);
    await waitFor(() => expect(where()).toBe('/search?q=hdmi+cable'));
    expect(readRecentSearches()).toEqual(['hdmi cable']);
  });

  it('shows the recent searches when the field is empty, and clears them', async () => {
    rememberSearch('kurta');
    rememberSearch('tv stand');
    await focusField();
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['tv stand', 'kurta']);
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 recent searches.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/search?q=kurta'));
    expect(readRecentSearches()).toEqual(['kurta', 'tv stand']);

    (field() as HTMLInputElement).value = '';
    await type('');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear recent searches' }));
    expect(readRecentSearches()).toEqual([]);
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Recent searches cleared.');
  });

  it('says so when nothing is suggested, and keeps quiet about a failed call', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { products: [], categories: [] }));
    await focusField();
    await type('zzzz');
    act(() => vi.advanceTimersByTime(SUGGEST_DELAY_MS));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No suggestions.'));
    expect(field().getAttribute('aria-expanded')).toBe('false');

    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'boom' }));
    await type('zzzzz');
    act(() => vi.advanceTimersByTime(SUGGEST_DELAY_MS));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });
});
