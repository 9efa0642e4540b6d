import { SocialRsvpPage } from './SocialRsvpPage';

export function HolidayPartyScreen() {
  return <SocialRsvpPage eventKey="holiday-party" heading="Holiday Party" testId="screen-holiday-party" />;
}
