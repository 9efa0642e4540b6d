// Set at build time (tools/mf defines it from REMOTE_RELEASE_NOTE); empty in ordinary builds and in tests.
const RELEASE_NOTE = process.env.REMOTE_RELEASE_NOTE ?? '';

/** A line the team shows on this remote's pages for one build, e.g. what a preview release changes. */
export function ReleaseNote() {
  if (!RELEASE_NOTE) return null;
  return (
    <p className="alert alert-info fs-5" data-testid="release-note">
      {RELEASE_NOTE}
    </p>
  );
}
