// The public bundle's /join chunk: the application form with the Bootstrap grid it needs, fetched only on /join.
import '../styles/public-join.scss';

export { NewMemberApplicationScreen as default } from '../features/join/components/NewMemberApplicationScreen';
