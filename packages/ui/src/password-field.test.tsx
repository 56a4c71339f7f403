import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePasswordToggle } from './password-field';

afterEach(cleanup);

function PasswordInput({ id }: { id?: string }) {
  const { visible, inputProps, toggleProps } = usePasswordToggle(id);
  return (
    <>
      <label htmlFor={inputProps.id}>Password</label>
      <input {...inputProps} />
      <button {...toggleProps}>{visible ? 'Hide' : 'Show'}</button>
    </>
  );
}

describe('usePasswordToggle', () => {
  it('shows what was typed and hides it again, the button naming the input it controls', () => {
    render(<PasswordInput />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocapitalize')).toBe('none');
    expect(input.getAttribute('spellcheck')).toBe('false');
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);

    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('keeps an id it is given', () => {
    render(<PasswordInput id="new-password" />);
    expect(screen.getByLabelText('Password').id).toBe('new-password');
  });
});
