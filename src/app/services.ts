import { api } from './api';
import { sessionCache } from './data/sessionCache';
import { AccessGate } from './session/accessGate';
import { createSessionActions } from './session/actions';
import { loginIntent } from './session/loginIntent';
import { session } from './session/sessionStore';
import { unsavedWork } from './session/unsavedWork';

/** The route guard's permission answers for the logged-in user. */
export const accessGate = new AccessGate(async (uuid, permissions) => (await api.canAll(uuid, permissions)).allowed);

let navigateImpl: (to: string, options?: { replace?: boolean }) => void = (to) => window.location.assign(to);

/** The router registers its navigate function once it exists. */
export function setNavigate(navigate: typeof navigateImpl): void {
  navigateImpl = navigate;
}

export const sessionActions = createSessionActions({
  api,
  session,
  gate: accessGate,
  loginIntent,
  unsavedWork,
  clearCache: () => sessionCache.renew(),
  navigate: (to, options) => navigateImpl(to, options),
});
