import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonKit } from './button';

afterEach(cleanup);

const { Button, buttonClasses } = buttonKit(
  {
    base: 'base',
    variants: { primary: 'solid', outline: 'outlined' },
    sizes: { sm: 'small', md: 'medium' },
  },
  'primary',
  'md',
);

describe('buttonKit', () => {
  it('gives a link the classes of a button of a variant and size', () => {
    expect(buttonClasses()).toBe('base solid medium ');
    expect(buttonClasses('outline', 'sm', 'mt-4')).toBe('base outlined small mt-4');
  });

  it('makes buttons that do not send their form unless told', () => {
    render(
      <form>
        <Button variant="outline">Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.getAttribute('type')).toBe('button');
    expect(cancel.className).toBe('base outlined medium ');
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('submit');
  });
});
