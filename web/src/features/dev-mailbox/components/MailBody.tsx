import { Link } from 'react-router';
import { htmlLinks, inAppPath, splitLinks, type BodyPart } from '../mail-links';

function MailLink({ part }: { part: Extract<BodyPart, { kind: 'link' }> }) {
  if (part.inApp) return <Link to={part.inApp}>{part.href}</Link>;
  return (
    <a href={part.href} target="_blank" rel="noreferrer">
      {part.href}
    </a>
  );
}

/** The plain-text body with clickable links; an HTML-only mail shows its links instead. */
export function MailBody({ text, html }: { text: string; html: string }) {
  const origin = window.location.origin;
  if (!text.trim()) {
    return (
      <ul className="mail__links">
        {htmlLinks(html).map((href) => (
          <li key={href}>
            <MailLink part={{ kind: 'link', href, inApp: inAppPath(href, origin) }} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="mail__body">
      {splitLinks(text, origin).map((part, index) =>
        part.kind === 'text' ? <span key={index}>{part.text}</span> : <MailLink key={index} part={part} />,
      )}
    </div>
  );
}
