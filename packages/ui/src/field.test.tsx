import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FieldLook, fieldKit } from './field';

afterEach(cleanup);

const look: FieldLook = {
  label: 'label',
  optional: 'optional',
  hint: 'hint',
  error: 'error',
  control: 'control',
  inputBox: 'box',
  input: 'input',
  inputTrailing: 'input-trailing',
  trailing: 'trailing',
  textarea: 'textarea',
  textareaUnsized: 'textarea-unsized',
  select: 'select',
};

describe('fieldKit', () => {
  it('labels a field and ties its hint and message to it for screen readers', () => {
    const { Field } = fieldKit(look);
    render(<Field label="E-mail" hint="We never share it" error="Enter an e-mail address" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it', 'Enter an e-mail address']);
  });

  it('leaves a valid field without hint undescribed', () => {
    const { Field } = fieldKit(look);
    render(<Field label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('words the message as the app does, and marks an optional field', () => {
    const { Field } = fieldKit(look, (label, error) => `${label} ${error}`);
    render(<Field label="Phone" error="is required" optional />);
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('(optional)', { exact: false }).className).toBe('optional');
  });

  it('dresses each control in the app’s look, and hands the input its ref', () => {
    const { Field, TextareaField, SelectField } = fieldKit(look);
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <Field label="Password" ref={ref} trailing={<button type="button">Show</button>} />
        <TextareaField label="Message" />
        <TextareaField label="Note" rows={3} />
        <SelectField label="State">
          <option>Kerala</option>
        </SelectField>
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(ref.current).toBe(input);
    expect(input.className).toBe('control input input-trailing');
    expect(screen.getByRole('button', { name: 'Show' }).parentElement?.className).toBe('trailing');
    expect(screen.getByLabelText('Message').className).toBe('control textarea textarea-unsized');
    expect(screen.getByLabelText('Note').className).toBe('control textarea ');
    expect(screen.getByLabelText('State').className).toBe('control select');
  });
});
