/**
 * Names as members type them, from many scripts: accents, a Vietnamese family name in two words, Chinese, Greek and
 * a typographic apostrophe. The name rules keep each as typed; the API and the audition sheet are tested with them
 * (each test adds the cases only it needs).
 */
export const REAL_NAMES: readonly (readonly [firstName: string, lastName: string])[] = [
  ['Zoë', 'Ñúñez'],
  ['Łukasz', 'Wróbel'],
  ['Nguyễn Thị', 'Hương'],
  ['芳', '王'],
  ['Αλέξανδρος', 'Παπαδόπουλος'],
  ['Seán', 'O’Brien'],
];
