type Listener = () => void;

/** Why the welcome page should open the login dialog or show the SSO failure, set by /login and /sso/failure. */
export interface LoginIntent {
  isLoginOpen: boolean;
  /** A login link's one-time token, sent with the login. */
  token: string | undefined;
  ssoFailed: boolean;
}

const closed: LoginIntent = { isLoginOpen: false, token: undefined, ssoFailed: false };

/** The login dialog's state, shared by the loaders that redirect to / and the shell that shows the dialog. */
export class LoginIntentStore {
  private state: LoginIntent = closed;
  private listeners = new Set<Listener>();

  get = (): LoginIntent => this.state;

  openLogin(token?: string): void {
    this.set({ isLoginOpen: true, token: token || undefined, ssoFailed: false });
  }

  ssoFailed(): void {
    this.set({ isLoginOpen: false, token: undefined, ssoFailed: true });
  }

  close(): void {
    this.set({ ...this.state, isLoginOpen: false });
  }

  reset(): void {
    this.set(closed);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: LoginIntent): void {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}

export const loginIntent = new LoginIntentStore();
