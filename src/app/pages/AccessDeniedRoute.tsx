import { AccessDeniedPage } from '../../screens/Session/AccessDeniedPage';
import { HOME_PATH } from '../guards';

export default function AccessDeniedRoute() {
  return <AccessDeniedPage homeHref={HOME_PATH} />;
}
