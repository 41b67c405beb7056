import { Button, Group, Text } from '@mantine/core';
import { REPORT_MESSAGES } from '@chalktalk/domain';
import { IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/FormOutcome';
import { useRequestCommunityReviewMutation } from '../communityApi';

/** The author of a play hidden by reports asks a moderator to review it (once; the page then says so). */
export function AskForReview({ playId, requested }: { playId: string; requested: boolean }) {
  const [ask, asking] = useRequestCommunityReviewMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (requested)
    return (
      <Text role="status" size="sm">
        {REPORT_MESSAGES.reviewRequested}
      </Text>
    );
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Text size="sm">Reports hid this play. If they are wrong, a moderator can restore it.</Text>
      <Button
        variant="default"
        leftSection={<IconGavel size={18} aria-hidden />}
        loading={asking.isLoading}
        onClick={() => {
          setFailure(null);
          ask({ id: playId })
            .unwrap()
            .catch((error: unknown) => setFailure(errorMessage(error)));
        }}
      >
        Ask for review
      </Button>
      <FormError message={failure} />
    </Group>
  );
}
