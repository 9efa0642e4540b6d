import { Route, Routes } from 'react-router';
import { EditMemberDetailsScreen } from './features/edit-member/components/EditMemberDetailsScreen';
import { EditMemberScreen } from './features/edit-member/components/EditMemberScreen';
import { EditTeamsScreen } from './features/teams/components/EditTeamsScreen';
import { MemberLogScreen } from './features/member-log/components/MemberLogScreen';
import { MemberSearchScreen } from './features/search/components/MemberSearchScreen';
import { MyInformationScreen } from './features/my-information/components/MyInformationScreen';
import { MyTeamsScreen } from './features/teams/components/MyTeamsScreen';
import { NewMemberApplicationScreen } from './features/join/components/NewMemberApplicationScreen';

/** The shell renders this under a `/*` route, so these paths are the portal's own URLs. */
export default function MembersRoutes() {
  return (
    <Routes>
      <Route path="/my-information" element={<MyInformationScreen />} />
      <Route path="/member-information" element={<MyInformationScreen />} />
      <Route path="/search-members" element={<MemberSearchScreen />} />
      <Route path="/edit-member" element={<EditMemberScreen />} />
      <Route path="/edit-member-details" element={<EditMemberDetailsScreen />} />
      <Route path="/edit-member-details/:email" element={<EditMemberDetailsScreen />} />
      <Route path="/member-log" element={<MemberLogScreen />} />
      <Route path="/my-teams" element={<MyTeamsScreen />} />
      <Route path="/edit-teams" element={<EditTeamsScreen />} />
      <Route path="/join" element={<NewMemberApplicationScreen />} />
    </Routes>
  );
}
