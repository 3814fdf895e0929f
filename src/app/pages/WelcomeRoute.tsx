import { useSyncExternalStore } from 'react';
import { WelcomePage } from '../../screens/Session/WelcomePage';
import { loginIntent } from '../session/loginIntent';

/** '/': the welcome page; /login and /sso/failure arrive here with their intent. */
export function WelcomeRoute() {
  const intent = useSyncExternalStore(loginIntent.subscribe, loginIntent.get);
  return <WelcomePage onLogin={() => loginIntent.openLogin(intent.token)} ssoFailed={intent.ssoFailed} />;
}
