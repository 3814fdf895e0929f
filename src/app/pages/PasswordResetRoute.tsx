import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PasswordResetScreen, type PasswordResetStatus } from '../../screens/PasswordReset/PasswordResetScreen';
import { api } from '../api';
import { notifyError, notifySuccess } from '../notify';
import { loadPasswordDictionaries } from '../passwordDictionaries';

/** /password-reset/:token?signature=…: checks the link, then sets the new password and follows the server's next path. */
export default function PasswordResetRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const signature = params.get('signature') ?? '';
  const navigate = useNavigate();
  const [status, setStatus] = useState<PasswordResetStatus>('checking');
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .checkPasswordReset(token, { signature }, { signal: controller.signal })
      .then((result) => setStatus(result.valid ? 'valid' : 'expired'))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        notifyError(error);
        setStatus('expired');
      });
    return () => controller.abort();
  }, [token, signature]);

  const submit = async ({ newPassword }: { newPassword: string }) => {
    setSaving(true);
    try {
      const result = await api.resetPassword({ token, signature, newPassword });
      notifySuccess(result.message);
      await navigate(result.nextPath.startsWith('/') ? result.nextPath : '/login', { replace: true });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return <PasswordResetScreen status={status} onSubmit={(values) => void submit(values)} isSaving={isSaving} />;
}

export async function prepare(): Promise<void> {
  await loadPasswordDictionaries();
}
