import { useId } from 'react';
import type { DevMail } from '../devMailboxApi';
import { MailBody } from './MailBody';

export function MailItem({ mail }: { mail: DevMail }) {
  const titleId = useId();
  return (
    <article className="card mail" aria-labelledby={titleId}>
      <h2 id={titleId} className="mail__subject">
        {mail.subject}
      </h2>
      <p className="mail__meta muted">
        To {mail.to} · <time dateTime={mail.receivedAt}>{new Date(mail.receivedAt).toLocaleString()}</time>
      </p>
      <MailBody text={mail.text} html={mail.html} />
      {mail.html && (
        <details className="mail__html">
          <summary>HTML version</summary>
          {/* Sandboxed: no scripts, no navigation; the links above are the ones to follow. */}
          <iframe title={`HTML version of ${mail.subject}`} sandbox="" srcDoc={mail.html} />
        </details>
      )}
    </article>
  );
}
