import { usePageTitle } from '../../config/EditionContext';

/** An honest page for a route whose feature is not built yet. */
export function ComingSoonPage({ title, about }: { title: string; about: string }) {
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="muted">{about} This part of Chalktalk is coming soon.</p>
    </section>
  );
}
