import { useSyncExternalStore } from 'react';
import type { ApiToken } from '../../api/schemas';
import { SettingsScreen } from '../../screens/Settings/SettingsScreen';
import { api } from '../api';
import { useApiTokens, useConfig, usePermissionMap } from '../data/resources';
import { useMutation } from '../data/mutations';
import { loadPasswordDictionaries } from '../passwordDictionaries';
import { session } from '../session/sessionStore';

/** /home/settings: the own password, and API tokens where the permission and the feature flag allow. */
export default function SettingsRoute() {
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const config = useConfig();
  const permissions = usePermissionMap(user?.uuid ?? null);
  const isApiTokensEnabled = permissions.data?.manage_api_tokens === true && config.data?.featureFlags['api-tokens'] === true;
  const tokens = useApiTokens(isApiTokensEnabled);
  const mutation = useMutation();

  const companyDomain = config.data?.companyEmailDomain;
  const isCompanyAccount = Boolean(user && companyDomain && user.email.toLowerCase().endsWith(`@${companyDomain}`));

  return (
    <SettingsScreen
      password={{
        isCompanyAccount,
        userInputs: user ? [user.email, user.firstName, user.lastName] : [],
        onSave: (change) => mutation('ownAccount', () => api.changePassword(change), { successMessage: 'Save complete' }),
      }}
      isApiTokensEnabled={isApiTokensEnabled}
      apiTokens={{
        tokens: tokens.data?.tokens ?? [],
        isLoading: tokens.isLoading,
        hasLoadError: Boolean(tokens.error),
        onCreate: async (name) => {
          const created = await mutation('apiTokens', () => api.createApiToken({ name }), {
            successMessage: 'API token created successfully',
            errorFallback: 'Failed to create API token',
          });
          return created.token.token;
        },
        onRevoke: (token: ApiToken) =>
          mutation('apiTokens', () => api.revokeApiToken(token.id), {
            successMessage: 'API token revoked successfully',
            errorFallback: 'Failed to revoke API token',
          }),
      }}
    />
  );
}

/** The password panel rates new passwords, so its dictionaries load with the page. */
export async function prepare(): Promise<void> {
  await loadPasswordDictionaries();
}
