import { useEffect, useState } from 'react';

export type Answer<T> =
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: undefined }
  | { isPending: false; isError: false; data: T };

const PENDING = { isPending: true, isError: false, data: undefined } as const;

/**
 * One GET when the page opens, its answer or its failure. The application is drawn by the small public bundle,
 * which has no react-query: the page reads two lists once and caches nothing, so this is all it needs.
 */
/** `load` must be a module-level function, so the page loads once. */
export function useAnswer<T>(load: () => Promise<T>): Answer<T> {
  const [answer, setAnswer] = useState<Answer<T>>(PENDING);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setAnswer({ isPending: false, isError: false, data }),
      () => current && setAnswer({ isPending: false, isError: true, data: undefined }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return answer;
}
