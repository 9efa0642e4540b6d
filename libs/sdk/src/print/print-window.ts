/** An element of a print window's document with its text set as text, so no member's words can inject markup. */
export function printedElement<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The portal's one way to print a list: a window of its own (no menu or buttons on paper), titled, in English, that
 * says it is being prepared until it is filled. Opened inside the click: a window opened after a wait is blocked as
 * a pop-up, and then `blockedMessage` is shown and null answered.
 */
export function openPrintWindow(title: string, blockedMessage: string): Window | null {
  const popup = window.open('', '_blank');
  if (!popup) {
    window.alert(blockedMessage);
    return null;
  }
  popup.document.title = title;
  popup.document.documentElement.lang = 'en';
  popup.document.body.append(printedElement(popup.document, 'p', 'Preparing the list to print...'));
  return popup;
}
