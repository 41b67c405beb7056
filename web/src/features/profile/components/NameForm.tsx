import { isFormValid, type FieldErrors } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { TextField } from '../../../components/TextField';
import { validateName, type NameValues } from '../profile-forms';
import { useUpdateNameMutation } from '../profileApi';
import { FormOutcome } from './FormOutcome';

export function NameForm({ current }: { current: NameValues }) {
  const [values, setValues] = useState<NameValues>(current);
  const [errors, setErrors] = useState<FieldErrors<keyof NameValues>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [updateName, { isLoading }] = useUpdateNameMutation();
  const field = (name: keyof NameValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateName(values);
    setErrors(found);
    if (!isFormValid(found)) return;
    try {
      await updateName({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }).unwrap();
      setOutcome({ ok: true, message: 'Your name has been updated.' });
    } catch (caught) {
      setOutcome({ ok: false, message: errorMessage(caught) });
    }
  };

  return (
    <form className="card profile-form" onSubmit={onSubmit} noValidate aria-label="Name">
      <h2>Name</h2>
      <div className="field-row">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <FormOutcome outcome={outcome} />
      <button type="submit" className="button button--primary" disabled={isLoading}>
        Save name
      </button>
    </form>
  );
}
