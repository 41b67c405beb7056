import { useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '../use-online-status';

/** Spec 1 §9: the back-online banner shows for 3 seconds. */
export const BACK_ONLINE_MS = 3000;

export function OfflineBanner() {
  const online = useOnlineStatus();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  if (!online) {
    return (
      <div className="banner banner--offline" role="status">
        You are offline. Some features may be limited.
      </div>
    );
  }
  if (backOnline) {
    return (
      <div className="banner banner--online" role="status">
        You are back online!
      </div>
    );
  }
  return null;
}
