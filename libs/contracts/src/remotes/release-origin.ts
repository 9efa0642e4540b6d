/**
 * A release's origin as it may stand in the registry and in the page's Content-Security-Policy: http(s), then a plain
 * host name (letters, digits, hyphens, dots; as the URL parser writes it, so lower case and punycode), an IPv4
 * address or a bracketed IPv6 address, then an optional port. Anything else (`https://a;sandbox;b.example`) could
 * smuggle a directive into the policy, so it is refused at registration and skipped by the shell's server.
 */
const RELEASE_ORIGIN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/;

export function isPlainReleaseOrigin(origin: string): boolean {
  return origin.length <= 300 && RELEASE_ORIGIN.test(origin);
}
