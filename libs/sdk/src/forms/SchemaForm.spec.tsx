import { EmailSchema } from '@greenroom/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { CheckboxField } from './CheckboxField';
import { ChoiceGroupField } from './ChoiceGroupField';
import { SchemaForm } from './SchemaForm';
import { SelectField } from './SelectField';
import { TextAreaField, TextField } from './TextField';
import { useSchemaForm } from './use-schema-form';

const VolunteerSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: EmailSchema,
  role: z.string().min(1, 'Please choose a role'),
  shifts: z.array(z.string()).min(1, 'Please choose at least one shift'),
  note: z.string().max(10, 'Keep the note under 10 characters'),
  agree: z.literal(true, { message: 'Please confirm you can help' }),
});
type VolunteerInput = z.input<typeof VolunteerSchema>;
type Volunteer = z.output<typeof VolunteerSchema>;

const EMPTY: VolunteerInput = { name: '', email: '', role: '', shifts: [], note: '', agree: false as unknown as true };

function VolunteerForm({ onSubmit, defaults = {} }: { onSubmit: (values: Volunteer) => void; defaults?: Partial<VolunteerInput> }) {
  const form = useSchemaForm(VolunteerSchema, { defaultValues: { ...EMPTY, ...defaults } });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} aria-label="Volunteer" idPrefix="volunteer">
      <TextField name="name" label="Name" required />
      <TextField name="email" label="Email" type="email" required hint="We write only about your shifts." />
      <SelectField name="role" label="Role" placeholder="Choose..." options={[{ value: 'usher', label: 'Usher' }]} required />
      <ChoiceGroupField
        name="shifts"
        legend="Shifts"
        type="checkbox"
        required
        options={[
          { value: 'fri', label: 'Friday' },
          { value: 'sat', label: 'Saturday' },
        ]}
      />
      <TextAreaField name="note" label="Note" />
      <CheckboxField name="agree" label="I can help" required />
      <button type="submit">Send</button>
    </SchemaForm>
  );
}

const VALID: Partial<VolunteerInput> = { name: 'Ann', email: ' Ann@Example.com ', role: 'usher', shifts: ['sat'], agree: true };

describe('SchemaForm', () => {
  it('labels every field and marks the required ones', () => {
    render(<VolunteerForm onSubmit={jest.fn()} />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Note')).not.toHaveAttribute('aria-required');
    // ARIA has no required group: the legend says it.
    expect(screen.getByRole('group', { name: 'Shifts (required)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We write only about your shifts.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('moves focus to the first invalid field on a failed submit, its error read as its description', async () => {
    const onSubmit = jest.fn();
    render(<VolunteerForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    // The error comes first, then the hint.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address We write only about your shifts.');
    expect(screen.getByLabelText('Role')).toHaveAccessibleDescription('Please choose a role');
    expect(screen.getByLabelText('Friday')).toHaveAccessibleDescription('Please choose at least one shift');
    expect(screen.getByLabelText('I can help')).toHaveAccessibleDescription('Please confirm you can help');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['a select', { shifts: ['sat'], agree: true as const, role: '' }, 'Role'],
    ['a check box group', { role: 'usher', agree: true as const, shifts: [] }, 'Friday'],
    ['a text area', { role: 'usher', agree: true as const, shifts: ['fri'], note: 'far too long a note' }, 'Note'],
    ['a single check box', { role: 'usher', shifts: ['fri'], agree: false as unknown as true }, 'I can help'],
  ])('focuses %s when it is the first invalid field', async (_kind, defaults, label) => {
    render(<VolunteerForm onSubmit={jest.fn()} defaults={{ name: 'Ann', email: 'ann@example.com', ...defaults }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses in page order, not in the order the fields registered', async () => {
    function LateFirstField() {
      const [showFirst, setShowFirst] = useState(false);
      const form = useSchemaForm(
        z.object({ first: z.string().min(1, 'First is needed').optional(), second: z.string().min(1, 'Second is needed') }),
        {
          defaultValues: { second: '' },
        },
      );
      return (
        <SchemaForm form={form} onSubmit={jest.fn()}>
          {showFirst && <TextField name="first" label="First" />}
          <TextField name="second" label="Second" />
          <button type="button" onClick={() => setShowFirst(true)}>
            Add first
          </button>
          <button type="submit">Go</button>
        </SchemaForm>
      );
    }
    render(<LateFirstField />);
    // "first" registers after "second" but sits above it.
    await userEvent.click(screen.getByRole('button', { name: 'Add first' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByLabelText('First')).toHaveFocus());
  });

  it('moves focus once per failed submit, not again while the member types elsewhere', async () => {
    const onInvalid = jest.fn();
    function WithInlineHandler() {
      const form = useSchemaForm(z.object({ first: z.string().min(1, 'First is needed'), second: z.string() }), {
        defaultValues: { first: '', second: '' },
      });
      // The screen re-renders on every key (it shows what is typed) and passes a new inline onInvalid each time.
      const typed = form.watch('second');
      return (
        <SchemaForm form={form} onSubmit={jest.fn()} onInvalid={(errors) => onInvalid(errors)}>
          <p>{typed.length} characters</p>
          <TextField name="first" label="First" />
          <TextField name="second" label="Second" />
          <button type="submit">Go</button>
        </SchemaForm>
      );
    }
    render(<WithInlineHandler />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByLabelText('First')).toHaveFocus());
    await userEvent.click(screen.getByLabelText('Second'));
    await userEvent.type(screen.getByLabelText('Second'), 'abc');
    expect(screen.getByLabelText('Second')).toHaveFocus();
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it('hands the schema output to onSubmit and clears the invalid state once fixed', async () => {
    const onSubmit = jest.fn();
    render(<VolunteerForm onSubmit={onSubmit} defaults={{ ...VALID, name: '' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.type(name, 'Ann');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Ann', email: 'ann@example.com', role: 'usher', shifts: ['sat'], note: '', agree: true });
  });

  it('gives two forms on one page their own field ids', () => {
    function Two() {
      const schema = z.object({ city: z.string() });
      const a = useSchemaForm(schema, { defaultValues: { city: '' } });
      const b = useSchemaForm(schema, { defaultValues: { city: '' } });
      return (
        <>
          <SchemaForm form={a} onSubmit={jest.fn()} aria-label="Home">
            <TextField name="city" label="City" />
          </SchemaForm>
          <SchemaForm form={b} onSubmit={jest.fn()} aria-label="Work">
            <TextField name="city" label="City" />
          </SchemaForm>
        </>
      );
    }
    render(<Two />);
    const [home, work] = screen.getAllByLabelText('City');
    expect(home.id).not.toEqual(work.id);
  });
});
