import { useEffect, useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Banner, Button, ConfirmDialog, Dialog, EmptyState, Spinner, TextField } from '../../ui';
import { apiTokenFormSchema, type ApiToken } from '../../api/schemas';
import { useEntityForm } from '../shared/useEntityForm';
import { localDateTime, type DateTimeFormatter } from '../shared/dateTime';
import { ConfirmText } from '../shared/AdminTable';
import { EntityFormDialog } from '../shared/EntityFormDialog';
import * as styles from './Settings.css';

/** How long the copy button says 'Copied!', in ms. */
export const COPY_CONFIRMATION_MS = 2000;

/** The spec's load failure text. */
export const API_TOKENS_LOAD_ERROR = 'Failed to load API tokens';

export interface ApiTokensPanelProps {
  /** The user's tokens. */
  tokens: readonly ApiToken[];
  /** The tokens are loading. @default false */
  isLoading?: boolean;
  /** The tokens could not be loaded. @default false */
  hasLoadError?: boolean;
  /** Creates a token with the trimmed name and answers the raw token, shown once. The dialog stays open when it rejects. */
  onCreate: (name: string) => Promise<string>;
  /** Revokes a token after confirmation. */
  onRevoke: (token: ApiToken) => Promise<unknown>;
  /** Formats the 'Created:' dates. @default local time as yyyy-MM-dd HH:mm */
  formatDate?: DateTimeFormatter;
  /** Puts text on the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/** The API Tokens panel of Settings: the token list, 'Create Token', the one-time token display and Revoke. */
export function ApiTokensPanel({
  tokens,
  isLoading = false,
  hasLoadError = false,
  onCreate,
  onRevoke,
  formatDate = localDateTime,
  copyText = clipboardCopy,
}: ApiTokensPanelProps) {
  const titleId = useId();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiToken | null>(null);
  const [isRevokeOpen, setRevokeOpen] = useState(false);

  let content;
  if (isLoading) content = <Spinner label="Loading API tokens" />;
  else if (hasLoadError) content = <Banner tone="danger" aria-label="API tokens could not be loaded">{API_TOKENS_LOAD_ERROR}</Banner>;
  else if (tokens.length === 0)
    content = (
      <EmptyState icon={KeyRound} title="No API tokens found" description="Create a token to access Sourcebench's API." />
    );
  else
    content = (
      <ul className={styles.tokenList} aria-labelledby={titleId}>
        {tokens.map((token) => (
          <li key={token.id} className={styles.tokenItem}>
            <span className={styles.tokenText}>
              <span className={styles.tokenName}>{token.name}</span>
              <span className={styles.tokenDate}>Created: {formatDate(token.createdAt)}</span>
            </span>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Revoke ${token.name}`}
              onPress={() => {
                setToRevoke(token);
                setRevokeOpen(true);
              }}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          API Tokens
        </h2>
        <Button onPress={() => setCreateOpen(true)}>Create Token</Button>
      </div>
      {content}
      {isCreateOpen ? (
        <CreateTokenDialog
          onClose={() => setCreateOpen(false)}
          onCreate={async (name) => {
            const raw = await onCreate(name);
            setCreated(raw);
          }}
        />
      ) : null}
      {created !== null ? <CreatedTokenDialog token={created} copyText={copyText} onClose={() => setCreated(null)} /> : null}
      {toRevoke ? (
        <ConfirmDialog
          isOpen={isRevokeOpen}
          onOpenChange={setRevokeOpen}
          tone="danger"
          maxWidth={600}
          title="Revoke API token"
          message={<ConfirmText question="Are you sure you want to revoke this API token?" subject={toRevoke.name} />}
          warning="This action cannot be undone."
          confirmLabel="Revoke"
          cancelLabel="Cancel"
          onConfirm={() => onRevoke(toRevoke)}
        />
      ) : null}
    </section>
  );
}

function CreateTokenDialog({ onCreate, onClose }: { onCreate: (name: string) => Promise<void>; onClose: () => void }) {
  const form = useEntityForm(apiTokenFormSchema, { name: '' });

  return (
    <EntityFormDialog
      title="Create Token"
      isEditing={false}
      values={form.parsed?.name}
      isDirty
      maxWidth={500}
      onSubmit={onCreate}
      onClose={onClose}
    >
      <TextField
        label="Token Name"
        placeholder="e.g., My API Token"
        isRequired
        autoFocus
        {...form.field('name')}
      />
    </EntityFormDialog>
  );
}

function CreatedTokenDialog({ token, copyText, onClose }: { token: string; copyText: (text: string) => Promise<void>; onClose: () => void }) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={false}
      title="Token created successfully!"
      maxWidth={600}
      actions={<Button onPress={onClose}>Done</Button>}
    >
      <div className={styles.form}>
        <p className={styles.paragraph}>Please copy your token now. You won&apos;t be able to see it again.</p>
        <code className={styles.secret}>{token}</code>
        <div>
          <Button
            variant="secondary"
            onPress={() =>
              void copyText(token).then(
                () => {
                  setCopyFailed(false);
                  setCopiedAt(Date.now());
                },
                () => setCopyFailed(true),
              )
            }
          >
            {copiedAt !== null ? 'Copied!' : 'Copy token'}
          </Button>
          {/* The label change alone is not announced; this live text is. */}
          <span role="status" className={styles.hint}>
            {copiedAt !== null ? ' Token copied to the clipboard' : copyFailed ? ' Copying failed: select the token and copy it by hand' : ''}
          </span>
        </div>
        <p className={styles.hint}>
          Send it with each request in the Authorization header using the Bearer scheme: <code>Authorization: Bearer &lt;token&gt;</code>
        </p>
      </div>
    </Dialog>
  );
}
