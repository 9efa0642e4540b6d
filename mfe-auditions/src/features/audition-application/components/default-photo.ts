/** A neutral silhouette shown when there is no photo, or it cannot be displayed. */
export const DEFAULT_PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160"><rect width="120" height="160" fill="#dee2e6"/><circle cx="60" cy="58" r="28" fill="#868e96"/><path d="M14 160c4-40 24-58 46-58s42 18 46 58z" fill="#868e96"/></svg>',
  );
