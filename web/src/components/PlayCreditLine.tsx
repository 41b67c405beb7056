import { Anchor, Text } from '@mantine/core';
import type { PlayCredit } from '@chalktalk/domain';
import { Link } from 'react-router';

/**
 * A copied community play's credit, 'Copied from <play> by <author>' (the domain's creditLine, word for word), the
 * play's name linking to its community page. Wherever the copy appears: playbook lists and the designer.
 */
export function PlayCreditLine({ credit }: { credit: PlayCredit }) {
  return (
    <Text component="span" size="sm" className="muted" style={{ overflowWrap: 'anywhere' }}>
      Copied from{' '}
      <Anchor
        component={Link}
        to={`/community/play?p=${encodeURIComponent(credit.communityPlayId)}`}
        size="sm"
        underline="always"
      >
        {credit.name}
      </Anchor>
      {credit.authorScreenName && ` by ${credit.authorScreenName}`}
    </Text>
  );
}
