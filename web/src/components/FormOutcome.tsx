import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

export interface Outcome {
  ok: boolean;
  message: string;
}

/** The success or failure line a form shows above its button: a status for success, an alert for failure. */
export function FormOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden />} mb="md">
      {outcome.message}
    </Alert>
  ) : (
    <FormError message={outcome.message} />
  );
}

/** A form's failure that belongs to no single field (the server's answer, a bot check that failed). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} mb="md">
      {message}
    </Alert>
  );
}
