/**
 * What a page shows while its code is still on the way: the app's quiet "Loading …" line, in the page's
 * own frame so the layout does not jump when the page arrives.
 */
export function PageLoading() {
  return (
    <section className="page" aria-busy="true">
      <p className="muted">Loading…</p>
    </section>
  );
}
