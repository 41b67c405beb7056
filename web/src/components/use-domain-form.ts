import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { FieldErrors } from '@chalktalk/domain';

/**
 * A kit form whose rules are the domain's validator for it (the same function the services apply, with the
 * spec's messages), checked on submit: `form.getInputProps('email')` gives a field its value, onChange and error.
 */
// Mantine's own constraint: `any` lets interfaces (which have no index signature) be form values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useDomainForm<Values extends Record<string, any>>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<keyof Values & string>,
): UseFormReturnType<Values> {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate(values) as FormErrors,
  });
}
