import { lazy, Suspense, useEffect, useState } from 'react';
import { isAboutShortcut } from './about-shortcut';

const AboutDialog = lazy(() => import('./AboutDialog').then((module) => ({ default: module.AboutDialog })));

/**
 * Spec 1 §2's hidden about dialog: Ctrl+V anywhere but a text field opens it. Only this listener is in the first
 * load; the dialog (and its error tests) arrive the first time someone asks for it.
 */
export function AboutShortcut() {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isAboutShortcut(event)) return;
      event.preventDefault();
      setOpened(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AboutDialog onClose={() => setOpened(false)} />
    </Suspense>
  );
}
