import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createTestServer, type TestServer } from './helpers';

describe('PARTNER_LOGO_URL and PARTNER_LOGO_ALT', () => {
  it('are off unless set', () => {
    expect(loadConfig({}).partnerLogo).toBeNull();
    expect(loadConfig({ PARTNER_LOGO_URL: '  ', PARTNER_LOGO_ALT: '' }).partnerLogo).toBeNull();
  });

  it('take an http(s) address or a path on this server, with the alt text trimmed', () => {
    expect(loadConfig({ PARTNER_LOGO_URL: 'https://partner.example.org/logo.svg', PARTNER_LOGO_ALT: ' Partner University ' }).partnerLogo).toEqual({
      url: 'https://partner.example.org/logo.svg',
      alt: 'Partner University',
    });
    expect(loadConfig({ PARTNER_LOGO_URL: '/partner-logo.png', PARTNER_LOGO_ALT: 'Partner University' }).partnerLogo).toEqual({
      url: '/partner-logo.png',
      alt: 'Partner University',
    });
  });

  it('refuse to start without alt text, or with an address an image should not load', () => {
    expect(() => loadConfig({ PARTNER_LOGO_URL: '/partner-logo.png' })).toThrow(/PARTNER_LOGO_ALT is required/);
    expect(() => loadConfig({ PARTNER_LOGO_ALT: 'Partner University' })).toThrow(/without PARTNER_LOGO_URL/);
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//elsewhere.example.org/logo.png', 'logo.png', 'ftp://example.org/logo.png']) {
      expect(() => loadConfig({ PARTNER_LOGO_URL: url, PARTNER_LOGO_ALT: 'Partner' }), url).toThrow(/PARTNER_LOGO_URL must be/);
    }
  });
});

describe('GET /api/config', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ partnerLogo: { url: '/partner-logo.svg', alt: 'Partner University' } });
  });
  afterAll(() => s.close());

  it('tells visitors and users alike which partner logo the header shows', async () => {
    const res = await s.request('GET', '/config');
    expect(res.status).toBe(200);
    expect(res.body.partnerLogo).toEqual({ url: '/partner-logo.svg', alt: 'Partner University' });
  });
});
