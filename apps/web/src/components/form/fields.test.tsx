import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  bindFields,
  CheckboxField,
  FormErrorSummary,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from './fields.tsx';

describe('the form field family', () => {
  it('ties a text field to its label, hint and error, the error first', async () => {
    const user = userEvent.setup();
    function Form() {
      const [name, setName] = useState('');
      return (
        <TextField
          id="f-name"
          label="Name"
          hint="As on your certificates"
          error={name ? undefined : 'Enter your name'}
          value={name}
          onChange={setName}
        />
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-describedby', 'f-name-error f-name-hint');
    expect(input).toHaveAccessibleDescription('Enter your name As on your certificates');
    await user.type(input, 'Asha');
    expect(input).toHaveValue('Asha');
    expect(input).toBeValid();
    expect(input).toHaveAttribute('aria-describedby', 'f-name-hint');
    expect(screen.queryByText('Enter your name')).toBeNull();
  });

  it('keeps a number as the text typed, with the numeric keyboard', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Form() {
      const [kb, setKb] = useState('');
      return (
        <NumberField
          id="f-kb"
          label="Largest size (KB)"
          value={kb}
          onChange={(value) => {
            seen.push(value);
            setKb(value);
          }}
        />
      );
    }
    render(<Form />);
    const input = screen.getByRole('spinbutton', { name: 'Largest size (KB)' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '50');
    expect(seen.at(-1)).toBe('50');
  });

  it('selects, writes in a text area and ticks a checkbox, each with its error', async () => {
    const user = userEvent.setup();
    const bound: Record<string, unknown> = {};
    function Form() {
      const [form, setForm] = useState({ kind: '' as '' | 'photo' | 'signature', note: '', agree: false });
      const errors = { kind: 'Choose a kind', agree: 'Tick to go on' };
      const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
        setForm((old) => ({ ...old, [key]: value }));
      const bind = bindFields(form, errors, set);
      Object.assign(bound, form);
      return (
        <>
          <SelectField
            id="f-kind"
            label="Kind"
            placeholder="Choose…"
            options={[
              { value: 'photo', label: 'Photo' },
              { value: 'signature', label: 'Signature' },
            ]}
            {...bind('kind')}
            onChange={(kind) => set('kind', kind)}
          />
          <TextareaField id="f-note" label="Note" hint="Optional" {...bind('note')} />
          <CheckboxField
            id="f-agree"
            label="Name and date on the photo"
            hint="Printed below the face"
            error={errors.agree}
            checked={form.agree}
            onChange={(agree) => set('agree', agree)}
          />
        </>
      );
    }
    render(<Form />);
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect(select).toHaveAccessibleDescription('Choose a kind');
    await user.selectOptions(select, 'Signature');
    expect(bound['kind']).toBe('signature');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Blue ink');
    expect(bound['note']).toBe('Blue ink');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Optional');
    const box = screen.getByRole('checkbox', { name: 'Name and date on the photo' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Tick to go on Printed below the face');
    await user.click(box);
    expect(bound['agree']).toBe(true);
  });

  it('summarises a failure, else fields to fix, else nothing', () => {
    const { rerender, container } = render(
      <FormErrorSummary failure="Server said no" failedTitle="Could not save" hasFieldErrors fixTitle="Fix below" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not saveServer said no');
    rerender(<FormErrorSummary failure={null} failedTitle="Could not save" hasFieldErrors fixTitle="Fix below" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Fix below');
    rerender(
      <FormErrorSummary failure={null} failedTitle="Could not save" hasFieldErrors={false} fixTitle="Fix below" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
