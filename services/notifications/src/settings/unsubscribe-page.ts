/** Where a signed-in person turns notification emails on and off (the web app's route). */
export const NOTIFICATION_SETTINGS_PATH = '/profile/settings';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/**
 * A small standalone page (it is opened from a mail, outside the app): one column that fits a phone at 16 px
 * text, a heading, the message and what to do next. `inner` is HTML the caller has escaped.
 */
export const unsubscribePage = (title: string, inner: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;background:#f4f5f7;color:#1f2328;font:16px/1.5 Helvetica,Arial,sans-serif}
main{box-sizing:border-box;max-width:520px;margin:32px auto;padding:24px 20px;background:#fff;border-radius:8px;border:1px solid #d8dce1}
h1{font-size:22px;line-height:1.3;margin:0 0 12px}
p{margin:0 0 12px}
a{color:#1c5fb8}
button{font:inherit;font-weight:600;padding:10px 18px;border:0;border-radius:6px;background:#1c5fb8;color:#fff;cursor:pointer;min-height:44px}
@media (max-width:560px){main{margin:0;border:0;border-radius:0;min-height:100vh}}
</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${inner}</main></body></html>`;

const settingsLink = `<a href="${NOTIFICATION_SETTINGS_PATH}">notification settings</a>`;

/** The page for a link that could not be used: what went wrong in words, and how to stop the emails anyway. */
export function unsubscribeFailurePage(reason: 'incomplete' | 'notValid' | 'unavailable'): {
  title: string;
  html: string;
} {
  const pages = {
    incomplete: {
      title: 'This unsubscribe link is incomplete',
      body: `<p>Part of the link is missing or was changed, perhaps when it was copied from the email. Nothing was changed.</p>
<p>Open the link again straight from the email, or sign in and turn emails off in your ${settingsLink}.</p>`,
    },
    notValid: {
      title: 'This unsubscribe link is not valid',
      body: `<p>It does not match the emails of any account, so nothing was changed.</p>
<p>Use the link in the latest email you received, or sign in and turn emails off in your ${settingsLink}.</p>`,
    },
    unavailable: {
      title: 'We could not unsubscribe you just now',
      body: `<p>Something went wrong on our side and nothing was changed. Please open the link again in a few minutes.</p>
<p>You can also sign in and turn emails off in your ${settingsLink}.</p>`,
    },
  };
  const page = pages[reason];
  return { title: page.title, html: unsubscribePage(page.title, page.body) };
}
