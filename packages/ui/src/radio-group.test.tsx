import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group';

function Chooser() {
  const [value, setValue] = useState<'upi' | 'bank'>('upi');
  return (
    <>
      <RadioGroup
        legend="Refund to"
        options={[
          ['upi', 'To a UPI ID'],
          ['bank', 'To a bank account'],
        ]}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named group of labelled radios, one checked, the choice reported', () => {
    render(<Chooser />);
    const group = screen.getByRole('group', { name: 'Refund to' });
    expect(group).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'To a UPI ID' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'To a bank account' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'To a bank account' }).checked).toBe(
      true,
    );
    expect(screen.getByRole('status').textContent).toBe('bank');
  });
});
