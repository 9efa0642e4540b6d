import type { RemoteSummary } from '@greenroom/contracts';
import { formatInTheaterZone } from '@greenroom/sdk';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatInTheaterZone(date, DATE_TIME);
}

export type Release = RemoteSummary['releases'][number];

/** A release as the office tells one from another: when it came and from whom ("Nov 28, 2026, 4:12 PM by deploy token"). */
export function registeredWords(release: Release): string {
  return `${when(release.registeredAt)} by ${release.registeredBy}`;
}
