/* Chalktalk web push (imported by the Workbox service worker, pwa/service-worker.ts): shows each notification the
   notifications service pushes (an RFC 8291 payload the browser has already decrypted: {id, kind, title, body,
   url}) and opens its page, on this site only, when it is clicked. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Chalktalk', {
      body: data.body || '',
      tag: data.id || undefined,
      icon: '/icons/hoops-192.png',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const given = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  // Only a page of this site, whatever origin the payload named.
  const target = new URL(given.pathname + given.search, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ('focus' in client && 'navigate' in client)
          return client.navigate(target).then((c) => (c || client).focus());
      }
      return self.clients.openWindow(target);
    }),
  );
});
