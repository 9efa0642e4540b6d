// TODO(B): builds the local base images (scripts/deploy/base-images.sh) — in progress.
export async function buildBaseImages() {
  throw new Error('TODO: base images not written yet');
}
