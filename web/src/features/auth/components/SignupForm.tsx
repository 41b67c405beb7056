import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { TextField } from '../../../components/TextField';
import { useEdition } from '../../../config/EditionContext';
import { useCreateAccountMutation } from '../authApi';
import { useBotCheck } from '../bot-check/use-bot-check';
import {
  isFormValid,
  normaliseEmail,
  validateSignupForm,
  type FieldErrors,
  type SignupForm as SignupValues,
} from '@chalktalk/domain';

const EMPTY: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function SignupForm() {
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof SignupValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [createAccount, { isLoading }] = useCreateAccountMutation();
  const botCheck = useBotCheck();
  const { edition } = useEdition();
  const text = (field: Exclude<keyof SignupValues, 'acceptTerms'>) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateSignupForm(values);
    setErrors(found);
    if (!isFormValid(found)) return;
    let token: string;
    setVerifying(true);
    try {
      token = await botCheck.takeToken();
    } catch (caught) {
      setFormError(errorMessage(caught));
      botCheck.renew();
      return;
    } finally {
      setVerifying(false);
    }
    try {
      await createAccount({
        email: normaliseEmail(values.email),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        token,
        edition,
      }).unwrap();
    } catch (caught) {
      setFormError(errorMessage(caught));
      botCheck.renew();
    }
  };

  const busy = verifying || isLoading;
  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Signup">
      <div className="field-row">
        <TextField label="First name" autoComplete="given-name" {...text('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...text('password')} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...text('confirmPassword')}
      />
      <div className="field field--checkbox">
        <label>
          <input
            type="checkbox"
            checked={values.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            onChange={(event) => setValues({ ...values, acceptTerms: event.target.checked })}
          />{' '}
          I accept the{' '}
          <a href="https://chalktalk.app/terms" target="_blank" rel="noreferrer">
            Terms of Service
          </a>
        </label>
        {errors.acceptTerms && <p className="field-error">{errors.acceptTerms}</p>}
      </div>
      {(formError ?? botCheck.error) && (
        <p className="form-error" role="alert">
          {formError ?? botCheck.error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {verifying ? 'Checking you are human…' : isLoading ? 'Creating account…' : 'Sign Up'}
      </button>
    </form>
  );
}
