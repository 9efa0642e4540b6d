import { deviceTimeZone, theaterTimeZone, theaterZoneName } from '@greenroom/sdk';

/** Said once, and only on a device set to another zone: the calendar's times are the theater's, not the device's. */
export function TheaterZoneNote() {
  if (deviceTimeZone() === theaterTimeZone()) return null;
  return (
    <p className="fs-5" data-testid="theater-zone-note">
      Times are {theaterZoneName()}.
    </p>
  );
}
