import { createHash } from 'node:crypto';

/**
 * The pages behind the unsubscribe link in every e-mail, for members in their eighties: one large column,
 * 22px text, a big high-contrast button with a thick focus ring (WCAG 2.2 AA), no script at all.
 */
const STYLE = `body{font-family:Arial,Helvetica,sans-serif;font-size:22px;line-height:1.5;color:#111;background:#fff;max-width:36em;margin:2em auto;padding:0 1em}
h1{font-size:1.6em;line-height:1.25}
a{color:#0b4f9c;text-decoration:underline}
button{font:inherit;font-size:1.2em;font-weight:bold;color:#fff;background:#0b4f9c;border:3px solid #0b4f9c;border-radius:8px;padding:.6em 1.6em;min-height:64px;cursor:pointer}
button:hover{background:#083a73}
a:focus-visible,button:focus-visible{outline:4px solid #111;outline-offset:4px}`;

/** The page's only permitted style is this block, named by its hash; forms may post only to this origin. */
export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} - Greenroom</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>`;
}

function subscriptionsLink(subscriptionsUrl: string): string {
  return `<a href="${escapeHtml(subscriptionsUrl)}">My Email Subscriptions</a>`;
}

/** What a GET shows: nothing changes until the button posts, so mail scanners that open links do no harm. */
export function confirmUnsubscribePage(what: string, token: string): string {
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe?</h1>
<p>Press the button to stop receiving ${escapeHtml(what)}.</p>
<form method="post" action="unsubscribe?token=${escapeHtml(encodeURIComponent(token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
<p>If you did not mean to, simply close this page: nothing changes.</p>`,
  );
}

export function unsubscribedPage(what: string, subscriptionsUrl: string): string {
  return page(
    'You are unsubscribed',
    `<h1>You are unsubscribed</h1>
<p>You will no longer receive ${escapeHtml(what)}.</p>
<p>You can change this at any time under ${subscriptionsLink(subscriptionsUrl)} in the members portal.</p>`,
  );
}

/** A link opened again: nothing to ask, the member is already off the list. */
export function alreadyUnsubscribedPage(what: string, subscriptionsUrl: string): string {
  return page(
    'You are already unsubscribed',
    `<h1>You are already unsubscribed</h1>
<p>You are already unsubscribed from ${escapeHtml(what)}. There is nothing more to do.</p>
<p>You can change this at any time under ${subscriptionsLink(subscriptionsUrl)} in the members portal.</p>`,
  );
}

export function expiredLinkPage(subscriptionsUrl: string, days: number): string {
  return page(
    'This link has expired',
    `<h1>This unsubscribe link has expired</h1>
<p>Unsubscribe links work for ${days} days after the e-mail was sent.</p>
<p>To stop receiving an e-mail list, sign in to the members portal and open ${subscriptionsLink(subscriptionsUrl)}.</p>`,
  );
}

export function invalidLinkPage(subscriptionsUrl: string): string {
  return page(
    'This link does not work',
    `<h1>This unsubscribe link is not valid</h1>
<p>It may have been cut short when it was copied.</p>
<p>To stop receiving an e-mail list, sign in to the members portal and open ${subscriptionsLink(subscriptionsUrl)}.</p>`,
  );
}
