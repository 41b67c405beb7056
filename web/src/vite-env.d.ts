/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

// Build-time constants injected by vite.config.ts `define`; jest leaves them undefined.
declare const __CHALKTALK_EDITION__: string | undefined;
