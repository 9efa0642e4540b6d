import { RemoteRoutes } from '@greenroom/sdk';
import { DuesListScreen } from './features/dues/components/DuesListScreen';
import { ContactProblemsScreen } from './features/contact-problems/components/ContactProblemsScreen';
import { EditMemberDetailsScreen } from './features/edit-member/components/EditMemberDetailsScreen';
import { EditMemberScreen } from './features/edit-member/components/EditMemberScreen';
import { EditTeamsScreen } from './features/teams/components/EditTeamsScreen';
import { MemberLogScreen } from './features/member-log/components/MemberLogScreen';
import { MemberSearchScreen } from './features/search/components/MemberSearchScreen';
import { MyInformationScreen } from './features/my-information/components/MyInformationScreen';
import { MyTeamsScreen } from './features/teams/components/MyTeamsScreen';

const SCREENS = {
  '/my-information': MyInformationScreen,
  '/member-information': MyInformationScreen,
  '/search-members': MemberSearchScreen,
  '/edit-member': EditMemberScreen,
  '/edit-member-details': EditMemberDetailsScreen,
  '/edit-member-details/:email': EditMemberDetailsScreen,
  '/member-log': MemberLogScreen,
  '/dues-list': DuesListScreen,
  '/contact-problems': ContactProblemsScreen,
  '/my-teams': MyTeamsScreen,
  '/edit-teams': EditTeamsScreen,
};

export default function MembersRoutes() {
  return <RemoteRoutes screens={SCREENS} />;
}
