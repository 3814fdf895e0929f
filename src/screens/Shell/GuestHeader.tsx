import { LogIn } from 'lucide-react';
import { Button } from '../../ui/Button/Button';
import { HeaderBar, type HeaderBarProps } from './HeaderBar';

export interface GuestHeaderProps extends Omit<HeaderBarProps, 'leading' | 'children'> {
  /** Open the login dialog. */
  onLogin?: () => void;
}

/**
 * The header a logged-out visitor sees: the brand and 'Log in'. AppHeader shows the same when logged out;
 * this one stays small enough for the first page a visitor loads.
 */
export function GuestHeader({ onLogin, ...bar }: GuestHeaderProps) {
  return (
    <HeaderBar {...bar}>
      <Button onPress={onLogin}>
        <LogIn size={16} aria-hidden="true" />
        Log in
      </Button>
    </HeaderBar>
  );
}
