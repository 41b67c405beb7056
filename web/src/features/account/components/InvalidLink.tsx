import { Anchor, Stack, Text, Title } from '@mantine/core';
import { FormError } from '../../../components/FormOutcome';
import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { Link } from 'react-router';

export function InvalidLink() {
  return (
    <Stack>
      <Title order={1}>Link not valid</Title>
      <FormError message={ACCOUNT_MESSAGES.linkInvalidOrExpired} />
      <Text>
        <Anchor component={Link} to="/forgot-password">
          Request a new password reset link
        </Anchor>{' '}
        or{' '}
        <Anchor component={Link} to="/login">
          go to login
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
