import { Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { DevMail } from '../devMailboxApi';
import { MailBody } from './MailBody';

export function MailItem({ mail }: { mail: DevMail }) {
  const titleId = useId();
  return (
    <Paper component="article" withBorder p="md" mb="sm" className="mail" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {mail.subject}
      </Title>
      <Text size="sm" c="dimmed" mb="xs" style={{ overflowWrap: 'anywhere' }}>
        To {mail.to} · <time dateTime={mail.receivedAt}>{new Date(mail.receivedAt).toLocaleString()}</time>
      </Text>
      <MailBody text={mail.text} html={mail.html} />
      {mail.html && (
        <details className="mail__html">
          <summary>HTML version</summary>
          {/* Sandboxed: no scripts, no navigation; the links above are the ones to follow. */}
          <iframe title={`HTML version of ${mail.subject}`} sandbox="" srcDoc={mail.html} />
        </details>
      )}
    </Paper>
  );
}
