import { Button, TextField } from '@console/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../graphql-client';
import { serverErrorMessage, type ServerErrorTable } from './server-error';
import { useForm } from './use-form';

type Values = { name: string; code: string };
const validate = ({ name, code }: Values) => ({
  ...(name.trim() ? {} : { name: 'Enter a name.' }),
  ...(/^\d+$/.test(code) ? {} : { code: 'Enter digits only.' }),
});
const table: ServerErrorTable<keyof Values> = { CONFLICT: { field: 'code', message: 'That code is taken.' } };

function Form({ onValid, error = null, pending = false }: { onValid: (values: Values) => void; error?: unknown; pending?: boolean }) {
  const form = useForm({ initialValues: { name: '', code: '' }, validate, serverError: serverErrorMessage(error, table), pending });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField label="Name" {...form.textField('name')} />
      <TextField label="Code" {...form.textField('code')} />
      {form.formError && <p role="alert">{form.formError}</p>}
      <Button type="submit" loading={pending}>
        Save
      </Button>
    </form>
  );
}

describe('useForm', () => {
  it('shows no error before the first submit, then focuses the first invalid field', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Code'), 'x');
    expect(screen.queryByText('Enter digits only.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Enter digits only.');

    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });

  it('hands valid values on', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Code'), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', code: '42' });
  });

  it('does not submit again while the request runs', async () => {
    const onValid = vi.fn();
    const { rerender } = render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Code'), '42');
    rerender(<Form onValid={onValid} pending />);
    // The busy button ignores clicks; a submit that reaches the form anyway (a script, another button) is ignored too.
    await userEvent.click(screen.getByRole('button', { name: 'Loading' }));
    fireEvent.submit(screen.getByLabelText('Code').closest('form')!);
    expect(onValid).not.toHaveBeenCalled();
    rerender(<Form onValid={onValid} />);
    fireEvent.submit(screen.getByLabelText('Code').closest('form')!);
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('keeps the typed input after a failure and shows the mapped text where it belongs', async () => {
    const { rerender } = render(<Form onValid={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Code'), '42');

    rerender(<Form onValid={() => undefined} error={new GatewayError('duplicate key', 'CONFLICT', 'Save')} />);
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('That code is taken.');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Code')).toHaveValue('42');

    rerender(<Form onValid={() => undefined} error={new GatewayError('down', 'HTTP_502', 'Save')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We are unable to complete your request, please try again or contact support');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });
});
