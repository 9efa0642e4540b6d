import { SocialRsvpPage } from './SocialRsvpPage';

export function MaySocialScreen() {
  return <SocialRsvpPage eventKey="may-social" heading="May Social" testId="screen-may-social" />;
}
