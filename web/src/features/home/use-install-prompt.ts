import { useCallback, useEffect, useState } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's "install this app" offer, kept until the user asks for it (the checklist's downloadApp step).
 * `install` is null where the browser makes no offer (already installed, Safari, Firefox).
 */
export function useInstallPrompt(onInstalled: () => void): { install: (() => Promise<void>) | null } {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [onInstalled]);
  const install = useCallback(async () => {
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    setOffer(null);
    if (outcome === 'accepted') onInstalled();
  }, [offer, onInstalled]);
  return { install: offer ? install : null };
}
