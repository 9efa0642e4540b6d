import { useAnnounce } from '@greenroom/sdk';
import { useState } from 'react';

/** What an event dialog shows after a request: the server's refusal or the success text, both read out too. */
export function useDialogOutcome() {
  const announce = useAnnounce();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  return {
    error,
    success,
    fail: (message: string) => {
      setError(message);
      announce(message, 'assertive');
    },
    succeed: (message: string) => {
      setSuccess(message);
      announce(message);
    },
    dismissError: () => setError(null),
    clear: () => {
      setError(null);
      setSuccess(null);
    },
  };
}

export type DialogOutcome = ReturnType<typeof useDialogOutcome>;
