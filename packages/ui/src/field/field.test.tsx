import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldDescription, FieldError, FieldLabel, useFieldIds } from './field';

describe('useFieldIds', () => {
  it('derives every id from the control id', () => {
    const { result } = renderHook(() => useFieldIds({ id: 'email', description: 'Help', error: 'Wrong' }));
    expect(result.current).toMatchObject({
      controlId: 'email',
      labelId: 'email-label',
      descriptionId: 'email-description',
      errorId: 'email-error',
      controlProps: { id: 'email', 'aria-describedby': 'email-description email-error', 'aria-invalid': true },
    });
  });

  it('leaves out what is not rendered and keeps extra ids between description and error', () => {
    const { result } = renderHook(() => useFieldIds({ id: 'x', description: '', error: null, describedBy: ['hint', false, undefined] }));
    expect(result.current.controlProps).toEqual({ id: 'x', 'aria-describedby': 'hint', 'aria-invalid': undefined });
    const both = renderHook(() => useFieldIds({ id: 'y', description: 'D', error: 'E', describedBy: ['count'] }));
    expect(both.result.current.controlProps['aria-describedby']).toBe('y-description count y-error');
  });

  it('generates a stable id when none is given', () => {
    const { result, rerender } = renderHook(() => useFieldIds());
    const first = result.current.controlId;
    rerender();
    expect(result.current.controlId).toBe(first);
    expect(result.current.controlProps['aria-describedby']).toBeUndefined();
  });
});

describe('field parts', () => {
  it('wires a control to its label, description and error', () => {
    function Example() {
      const field = useFieldIds({ description: 'As on the invoice.', error: 'Enter a name.' });
      return (
        <>
          <FieldLabel htmlFor={field.controlId} required>
            Name
          </FieldLabel>
          <FieldDescription id={field.descriptionId}>As on the invoice.</FieldDescription>
          <input {...field.controlProps} required />
          <FieldError id={field.errorId}>Enter a name.</FieldError>
        </>
      );
    }
    render(<Example />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As on the invoice. Enter a name.');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
  });

  it('keeps an empty polite live region for errors that appear later', () => {
    const { container, rerender } = render(<FieldError id="e" />);
    const region = container.querySelector('#e')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-empty');
    expect(region).toBeEmptyDOMElement();
    rerender(<FieldError id="e">Enter a name.</FieldError>);
    expect(region).toHaveTextContent('Enter a name.');
    expect(region).not.toHaveAttribute('data-empty');
  });
});
