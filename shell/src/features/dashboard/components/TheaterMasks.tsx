/** The company's emblem: comedy and tragedy masks, drawn inline so the header needs no image request. */
export function TheaterMasks({ size = 72 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M6 10c8-4 18-4 26 0v14c0 10-6 17-13 17S6 34 6 24z" fill="#f6c744" stroke="#1f2937" strokeWidth="2" />
      <circle cx="14" cy="20" r="2.5" fill="#1f2937" />
      <circle cx="24" cy="20" r="2.5" fill="#1f2937" />
      <path d="M12 28c4 5 10 5 14 0" fill="none" stroke="#1f2937" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M32 22c8-4 18-4 26 0v14c0 10-6 17-13 17s-13-7-13-17z" fill="#7c3aed" stroke="#1f2937" strokeWidth="2" />
      <circle cx="40" cy="32" r="2.5" fill="#fff" />
      <circle cx="50" cy="32" r="2.5" fill="#fff" />
      <path d="M39 44c4-5 10-5 14 0" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
