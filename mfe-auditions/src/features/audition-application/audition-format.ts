const toDate = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** 'Saturday, December 5, 2026' (spec 02 §9: en-US long weekday, month, day, year). */
export const formatAuditionDate = (unixSeconds: number) =>
  toDate(unixSeconds).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** '1:00 PM' (12-hour). */
export const formatAuditionTime = (unixSeconds: number | null) =>
  unixSeconds === null ? '' : toDate(unixSeconds).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

export function formatDateRange(start: number, end: number | null): string {
  const endTime = formatAuditionTime(end);
  return `${formatAuditionDate(start)}, ${formatAuditionTime(start)}${endTime ? ` - ${endTime}` : ''}`;
}
