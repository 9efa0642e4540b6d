import { sanitizeIcon } from '../sanitize-icon';

/** An icon given as markup in the navigation data, sanitized. Its own chunk (MenuList loads it lazily) with DOMPurify. */
export default function MarkupIcon({ icon }: { icon: string }) {
  return <span className="me-2" aria-hidden="true" dangerouslySetInnerHTML={{ __html: sanitizeIcon(icon) }} />;
}
