/**
 * The address this browser last asked a login link for. A link usually opens in a new tab (from the mail app), whose
 * session storage is empty: local storage lets that tab's "Login Failed" view offer a new link without retyping.
 * Only the address is kept, never anything of the member; it is a login hint like a browser's autofill.
 */
const KEY = 'greenroom.loginEmail';

export function rememberLoginEmail(email: string): void {
  try {
    localStorage.setItem(KEY, email);
  } catch {
    // Storage refused (private mode, full): the member types the address instead.
  }
}

export function rememberedLoginEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
