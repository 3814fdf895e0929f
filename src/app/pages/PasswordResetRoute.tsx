import { Placeholder } from './Placeholder';

export default function PasswordResetRoute() {
  return <Placeholder title="Password reset" description="Set a new password from the link sent by e-mail." />;
}
