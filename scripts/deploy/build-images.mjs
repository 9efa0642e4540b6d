// TODO(B): builds the application images — in progress.
export function imageTag() {
  throw new Error('TODO');
}
export async function buildAppImages() {
  throw new Error('TODO: application images not written yet');
}
