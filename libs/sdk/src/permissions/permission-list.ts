/** Spec: a permission list is comma-separated, each entry compared after trimming spaces. */
export function permissionList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
