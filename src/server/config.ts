import { FEATURE_FLAGS, type FeatureFlag } from '../api/schemas';

/** Per-domain single-sign-on hand-off: where the browser posts and what it sends. */
export interface SsoDomainConfig {
  /** The identity provider's endpoint the browser submits the hidden form to. */
  entityEndpoint: string;
  /** Protocol of the hand-off, e.g. 'SAML'. */
  type: string;
  /** Name of the form field carrying the request, e.g. 'SAMLRequest'. */
  context: string;
}

/** A partner organisation's logo at the end of the header's brand area. */
export interface PartnerLogoConfig {
  /** An http(s) address, or a path on this server such as '/partner-logo.svg'. */
  url: string;
  /** The image's alt text: names the partner for screen readers. */
  alt: string;
}

export interface ServerConfig {
  version: string;
  /** Secret for signing reset links and SSO relay state. */
  secret: string;
  featureFlags: Record<FeatureFlag, boolean>;
  /** Users of this e-mail domain cannot change their password in settings. */
  companyEmailDomain: string | null;
  /** Shown in the header beside the product's own logo; none when unset. */
  partnerLogo: PartnerLogoConfig | null;
  sso: Record<string, SsoDomainConfig>;
  /** Origins allowed to make cookie-authenticated writes besides the server's own. */
  allowedOrigins: string[];
  cookieSecure: boolean;
  /** Idle expiry of a session: the browser's 10 minutes of inactivity plus its 5-minute countdown. */
  sessionIdleMs: number;
  /** A session ends after this long whatever the activity. */
  sessionMaxMs: number;
  resetLinkTtlMs: number;
  /** Public URL of the browser app, for links in e-mails. */
  appUrl: string;
  smtp: { url: string; from: string } | null;
  /** Whether mails kept in the outbox (no SMTP) are written whole to the log; never in production, where they carry reset links. */
  logMailBodies: boolean;
  evs: { baseUrl: string; timeoutMs: number };
  /** Login and forgot-password attempts per account and address pair. */
  loginRateLimit: { max: number; windowMs: number };
  /** Failed logins (and forgot-password requests) per address over all accounts: slower, so a shared office address is not locked out by one user. */
  loginAddressLimit: { max: number; windowMs: number };
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** Largest JSON request body of an ordinary route, refused with 413 before it is read whole. */
  maxJsonBodyBytes: number;
  /** Largest extraction document (and body of the routes that carry one whole). */
  maxDocumentBytes: number;
  /** Operations one delta save may carry. */
  maxDeltaOperations: number;
}

const MB = 1024 * 1024;
const DEV_SECRET = 'sourcebench-development-secret-change-me';

function flag(env: NodeJS.ProcessEnv, name: FeatureFlag, fallback: boolean): boolean {
  const key = `FEATURE_${name.toUpperCase().replace(/-/g, '_')}`;
  const value = env[key];
  return value === undefined ? fallback : value === 'true' || value === '1';
}

/** PARTNER_LOGO_URL and PARTNER_LOGO_ALT: both or neither; the address must be one an <img> may show safely. */
function partnerLogo(env: NodeJS.ProcessEnv): PartnerLogoConfig | null {
  const url = env.PARTNER_LOGO_URL?.trim() ?? '';
  const alt = env.PARTNER_LOGO_ALT?.trim() ?? '';
  if (!url) {
    if (alt) throw new Error('PARTNER_LOGO_ALT is set without PARTNER_LOGO_URL');
    return null;
  }
  if (!/^https?:\/\/[^/\s]+\S*$/i.test(url) && !/^\/(?!\/)\S*$/.test(url)) {
    throw new Error('PARTNER_LOGO_URL must be an http(s) address or a path on this server starting with /, e.g. /partner-logo.svg');
  }
  if (!alt) throw new Error('PARTNER_LOGO_ALT is required with PARTNER_LOGO_URL: it names the partner for screen readers, e.g. "Partner University"');
  return { url, alt };
}

/** Reads the configuration from environment variables (documented in docs/server.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const featureFlags = Object.fromEntries(
    FEATURE_FLAGS.map((name) => [name, flag(env, name, name === 'api-tokens' || name === 'qc-dashboard')]),
  ) as Record<FeatureFlag, boolean>;
  let sso: Record<string, SsoDomainConfig> = {};
  if (env.SSO_DOMAINS) {
    try {
      sso = JSON.parse(env.SSO_DOMAINS) as Record<string, SsoDomainConfig>;
    } catch {
      throw new Error('SSO_DOMAINS must be JSON: {"example.org": {"entityEndpoint": "...", "type": "SAML", "context": "SAMLRequest"}}');
    }
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) throw new Error('SESSION_SECRET is required in production');
  return {
    version: '1.12.195',
    secret: env.SESSION_SECRET ?? DEV_SECRET,
    featureFlags,
    companyEmailDomain: env.COMPANY_EMAIL_DOMAIN === '' ? null : (env.COMPANY_EMAIL_DOMAIN ?? 'sourcebench.org').toLowerCase(),
    partnerLogo: partnerLogo(env),
    sso: Object.fromEntries(Object.entries(sso).map(([k, v]) => [k.toLowerCase(), v])),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
    sessionIdleMs: Number(env.SESSION_IDLE_MS ?? 15 * 60_000),
    sessionMaxMs: Number(env.SESSION_MAX_MS ?? 12 * 60 * 60_000),
    resetLinkTtlMs: Number(env.RESET_LINK_TTL_MS ?? 60 * 60_000),
    appUrl: env.APP_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? 'Sourcebench <no-reply@sourcebench.org>' } : null,
    logMailBodies: env.NODE_ENV !== 'production',
    evs: {
      baseUrl: env.EVS_BASE_URL ?? 'https://api-evsrest.nci.nih.gov/api/v1',
      timeoutMs: Number(env.EVS_TIMEOUT_MS ?? 5000),
    },
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10), windowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 15 * 60_000) },
    loginAddressLimit: { max: Number(env.LOGIN_ADDRESS_LIMIT_MAX ?? 100), windowMs: Number(env.LOGIN_ADDRESS_LIMIT_WINDOW_MS ?? 60 * 60_000) },
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    maxJsonBodyBytes: Number(env.MAX_JSON_BODY_BYTES ?? MB),
    maxDocumentBytes: Number(env.MAX_DOCUMENT_BYTES ?? 32 * MB),
    maxDeltaOperations: Number(env.MAX_DELTA_OPERATIONS ?? 10_000),
  };
}

/** A configuration for tests: defaults with overrides. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({ NODE_ENV: 'test' }), ...overrides };
}
