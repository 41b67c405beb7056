import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../config/EditionContext';
import { MailItem } from './components/MailItem';
import { useGetMailboxQuery } from './devMailboxApi';

/** New mail arrives a moment after the action that sent it; polling keeps the list current. */
const POLL_MS = 2000;

/**
 * /dev/mailbox: the mail the embedded product "sent", caught by its local SMTP sink, so signup,
 * verification and password reset work on a laptop with no mail server.
 */
export function DevMailboxPage() {
  usePageTitle('Dev Mailbox');
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const { data, error, isLoading, refetch } = useGetMailboxQuery(undefined, { pollingInterval: POLL_MS });

  const onFilter = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('to', value);
        else next.delete('to');
        return next;
      },
      { replace: true },
    );

  const needle = to.trim().toLowerCase();
  const messages = [...(data?.messages ?? [])]
    .filter((mail) => !needle || mail.to.toLowerCase().includes(needle))
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));

  return (
    <section className="page page--mailbox">
      <h1>Dev mailbox</h1>
      <p>
        <Link to="/feed">Back to the app</Link>
      </p>
      {error && !data ? (
        <p className="muted">
          There is no dev mailbox here. It exists only when the product runs in embedded mode.
        </p>
      ) : (
        <>
          <div className="mailbox__toolbar">
            <div className="field">
              <label htmlFor="mailbox-to">Recipient</label>
              <input
                id="mailbox-to"
                type="search"
                value={to}
                placeholder="Filter by address"
                onChange={(event) => onFilter(event.target.value)}
              />
            </div>
            <button type="button" className="button" onClick={() => void refetch()}>
              Refresh
            </button>
          </div>
          {isLoading && <p className="muted">Loading mail…</p>}
          {data && messages.length === 0 && <p className="muted">No mail yet.</p>}
          {messages.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </>
      )}
    </section>
  );
}
