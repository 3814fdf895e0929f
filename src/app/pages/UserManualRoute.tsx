import { UserManualPage } from '../../screens/UserManual/UserManual';

export default function UserManualRoute() {
  return <UserManualPage />;
}
