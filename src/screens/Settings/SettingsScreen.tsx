import { ApiTokensPanel, type ApiTokensPanelProps } from './ApiTokensPanel';
import { PasswordPanel, type PasswordPanelProps } from './PasswordPanel';
import * as adminStyles from '../shared/admin.css';

export interface SettingsScreenProps {
  /** The password panel's data and callback. */
  password: PasswordPanelProps;
  /** Shows the API Tokens panel: the user holds manage_api_tokens and the api-tokens flag is on. @default false */
  isApiTokensEnabled?: boolean;
  /** The API Tokens panel's data and callbacks. */
  apiTokens?: ApiTokensPanelProps;
}

/** 'Settings': the password panel, and the API Tokens panel for users who may manage tokens. */
export function SettingsScreen({ password, isApiTokensEnabled = false, apiTokens }: SettingsScreenProps) {
  return (
    <div className={adminStyles.screen}>
      <h1 className={adminStyles.screenTitle}>Settings</h1>
      <PasswordPanel {...password} />
      {isApiTokensEnabled && apiTokens ? <ApiTokensPanel {...apiTokens} /> : null}
    </div>
  );
}
