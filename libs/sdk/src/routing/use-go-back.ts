import { useNavigate } from 'react-router';

/**
 * "Go Back": to the page the member came from in this tab, or to `fallback` when this page is the first the
 * portal drew in the tab (opened from an e-mail, a bookmark or a typed address), so Back never leaves the portal.
 * react-router's browser history numbers its entries in history.state.idx; 0 is the first.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(fallback);
  };
}
