import { useState } from 'react';
import { HEADSHOT_MAX_BYTES } from '@greenroom/contracts';
import { ApiError } from '@greenroom/sdk';
import { useUploadHeadshot } from '../api/headshot';

function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  if (file.size > HEADSHOT_MAX_BYTES) return 'File size must be less than 5MB';
  return null;
}

export interface HeadshotChoice {
  file: File | null;
  problem: string | null;
  uploading: boolean;
  /** The upload panel is open (there is no photo yet, or the member asked to replace it). */
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
  choose: (file: File | null) => void;
  /** Sends the chosen photo, if any: true when nothing is left unsent, false (with `problem` set) when it was not sent. */
  sendChosen: () => Promise<boolean>;
  /** "Upload Photo": sends the chosen photo, or asks for one. */
  uploadNow: () => Promise<void>;
}

/**
 * The photo the member chose on the pre-registration form. Owned by the form, not the photo card: pressing "Submit
 * Pre-Registration" sends a chosen photo first, so it is never dropped for want of pressing "Upload Photo".
 */
export function useHeadshotChoice(memberId: string): HeadshotChoice {
  const upload = useUploadHeadshot(memberId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);

  function choose(next: File | null) {
    setFile(next);
    // A new choice replaces the old verdict: a valid picture clears "Please select an image file".
    setProblem(next ? fileProblem(next) : null);
  }

  function openPanel(open: boolean) {
    setPanelOpen(open);
    // "Cancel Upload" means this photo is not to be sent with the form either.
    if (!open) choose(null);
  }

  async function sendChosen(): Promise<boolean> {
    if (!file) return true;
    const local = fileProblem(file);
    if (local) {
      setProblem(local);
      return false;
    }
    setProblem(null);
    try {
      await upload.mutateAsync(file);
      setFile(null);
      setPanelOpen(false);
      return true;
    } catch (error) {
      const reason = error instanceof ApiError ? (error.serverMessage ?? `Upload failed: ${error.status}`) : 'Unknown error';
      setProblem(`Failed to upload profile photo: ${reason}`);
      return false;
    }
  }

  async function uploadNow() {
    if (file) await sendChosen();
    else setProblem('Please select an image file');
  }

  return { file, problem, uploading: upload.isPending, panelOpen, setPanelOpen: openPanel, choose, sendChosen, uploadNow };
}
