import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'ffl-env-'));

describe('loadEnv', () => {
  it('has working defaults for development', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      adminEmails: [],
    });
    expect(env.google).toMatchObject({ mode: 'stand-in', port: 3190 });
  });

  it('runs the notifier with the scheduler unless NOTIFIER says otherwise, and reads the mail limits', () => {
    const dir = dataDir();
    expect(loadEnv({ DATA_DIR: dir }).notifier).toEqual({
      enabled: true,
      tickMs: 5000,
      ratePerSecond: 20,
      batchSize: 100,
      concurrency: 2,
      leaseSeconds: 60,
      maxAttempts: 5,
      reminderHour: 18,
    });
    expect(loadEnv({ DATA_DIR: dir, SCHEDULER: 'off' }).notifier.enabled).toBe(false);
    expect(loadEnv({ DATA_DIR: dir, SCHEDULER: 'off', NOTIFIER: 'on' }).notifier.enabled).toBe(
      true,
    );
    expect(
      loadEnv({ DATA_DIR: dir, MAIL_RATE_PER_SECOND: '250', MAIL_BATCH_SIZE: '500' }).notifier,
    ).toMatchObject({ ratePerSecond: 250, batchSize: 500 });
    expect(() => loadEnv({ DATA_DIR: dir, MAIL_RATE_PER_SECOND: '0' })).toThrow(
      /MAIL_RATE_PER_SECOND/,
    );
    expect(() => loadEnv({ DATA_DIR: dir, MAIL_REMINDER_HOUR: '24' })).toThrow(
      /MAIL_REMINDER_HOUR/,
    );
  });

  it('generates the development secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it('fails fast, naming every bad variable', () => {
    const run = () =>
      loadEnv({
        PORT: 'abc',
        SMTP_URL: 'not a url',
        ADMIN_EMAILS: 'boss@example.com, nope',
        DATA_DIR: dataDir(),
      });
    expect(run).toThrow(EnvError);
    try {
      run();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('SMTP_URL');
      expect(message).toContain('ADMIN_EMAILS');
      expect(message).toContain('README.md');
    }
  });

  it('requires AUTH_SECRET and PUBLIC_URL in production, and never runs the Google stand-in there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /AUTH_SECRET: is required in production/,
    );
    const dir = dataDir();
    const env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      AUTH_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://ffl.example.com/',
    });
    expect(env.google).toEqual({ mode: 'off' });
    expect(env.publicUrl).toBe('https://ffl.example.com');
    expect(existsSync(join(dir, 'auth-secret'))).toBe(false);
  });

  it('uses any conforming OpenID provider when GOOGLE_ISSUER is set with its client', () => {
    expect(() =>
      loadEnv({ GOOGLE_ISSUER: 'https://accounts.google.com', DATA_DIR: dataDir() }),
    ).toThrow(/GOOGLE_CLIENT_ID/);
    const env = loadEnv({
      GOOGLE_ISSUER: 'https://accounts.google.com/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      ADMIN_EMAILS: 'Boss@Example.com, gm@example.com',
      DATA_DIR: dataDir(),
    });
    expect(env.google).toEqual({
      mode: 'real',
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(env.adminEmails).toEqual(['boss@example.com', 'gm@example.com']);
  });
});

describe('ports that browsers and fetch refuse', () => {
  it('refuses PORT or DEV_OIDC_PORT on the Fetch standard’s list of bad ports, naming the variable', () => {
    for (const [name, value] of [
      ['DEV_OIDC_PORT', '4190'],
      ['DEV_OIDC_PORT', '6000'],
      ['DEV_OIDC_PORT', '10080'],
      ['PORT', '6667'],
      ['PORT', '5060'],
    ] as const) {
      const run = () => loadEnv({ [name]: value, DATA_DIR: dataDir() });
      expect(run, `${name}=${value}`).toThrow(EnvError);
      expect(run, `${name}=${value}`).toThrow(
        `${name}: ${value} is a port that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports"); choose another, such as ${name === 'PORT' ? 3000 : 3190}`,
      );
    }
    // The ports next to them are fine, and 0 asks for a free one.
    for (const port of ['4189', '4191', '6001', '8080', '0']) {
      expect(loadEnv({ DEV_OIDC_PORT: port, DATA_DIR: dataDir() }).google).toMatchObject({
        mode: 'stand-in',
        port: Number(port),
      });
    }
    expect(loadEnv({ PORT: '8080', DATA_DIR: dataDir() }).port).toBe(8080);
    // Where the stand-in never runs, its port is not checked.
    const prod = loadEnv({
      NODE_ENV: 'production',
      DEV_OIDC_PORT: '4190',
      AUTH_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://ffl.example.com',
      DATA_DIR: dataDir(),
    });
    expect(prod.google).toEqual({ mode: 'off' });
  });
});
