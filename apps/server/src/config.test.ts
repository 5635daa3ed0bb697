import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('gives every setting a default, with folders under the repository root', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      databasePoolSize: 32,
      serviceablePincodes: ['201009'],
      kitchenTimezone: 'Asia/Kolkata',
      smsGateway: { kind: 'console' },
      smsTimeoutMs: 5000,
      publicUrl: 'http://localhost:3000',
      paymentGateway: {
        apiUrl: 'https://api.razorpay.com',
        checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        timeoutMs: 10_000,
      },
      smsHourlyBudget: 200,
      whatsAppApiUrl: 'https://graph.facebook.com',
      whatsAppTimeoutMs: 10_000,
      orderEtaMinutes: 30,
      couponOffers: [5, 10, 15, 20],
      vapidSubject: 'mailto:kitchen@rasoi.local',
      trustProxy: false,
      streamMaxPerInstance: 2000,
      backupAtMinutes: 3 * 60 + 30,
      backupKeepDays: 14,
      backupDir: path.join(REPO_ROOT, 'data', 'backups'),
      backupRemote: null,
      logLevel: 'info',
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      testClock: false,
    });
    expect(fs.existsSync(path.join(REPO_ROOT, 'apps/server/package.json'))).toBe(true);
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/rasoi',
      SERVICEABLE_PINCODES: '201009, 201010',
      ORDER_ETA_MINUTES: '45',
      COUPON_OFFERS: '10, 25',
      DATA_DIR: '/var/rasoi',
      HOST: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/rasoi',
      serviceablePincodes: ['201009', '201010'],
      orderEtaMinutes: 45,
      couponOffers: [10, 25],
      dataDir: '/var/rasoi',
    });
  });

  it('takes a VAPID key pair only whole, and a subject push services can reach', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'https://rasoi.example',
      }),
    ).toMatchObject({ vapidPublicKey: publicKey, vapidPrivateKey: privateKey, vapidSubject: 'https://rasoi.example' });
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      }
    };
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toEqual(['VAPID_PRIVATE_KEY']);
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toEqual(['VAPID_PUBLIC_KEY']);
    expect(problemsOf({ VAPID_SUBJECT: 'http://rasoi.example' })).toEqual(['VAPID_SUBJECT']);
  });

  it('reads TRUST_PROXY as no proxy, a number of hops (true: one) or proxy addresses (issue 11)', () => {
    const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trustOf('false')).toBe(false);
    expect(trustOf('true')).toEqual({ hops: 1 });
    expect(trustOf('2')).toEqual({ hops: 2 });
    expect(trustOf('10.0.0.1, 10.0.0.0/8')).toEqual({ addresses: ['10.0.0.1', '10.0.0.0/8'] });
    expect(trustOf('loopback')).toEqual({ addresses: ['loopback'] });
    for (const bad of ['0', '11', 'yes', '10.0.0.300', '10.0.0.0/33', ',']) {
      expect(() => trustOf(bad), bad).toThrow(/TRUST_PROXY: must be false, true/);
    }
  });

  it('keeps the journeys’ settable clock off, and refuses it in production (D92)', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: 'on', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK: must be off/);
    expect(() => loadConfig({ TEST_CLOCK: 'yes' })).toThrow(/TEST_CLOCK/);
  });

  it('reads STREAM_MAX_PER_INSTANCE as a whole number of streams from 1 (issue 11)', () => {
    expect(loadConfig({ STREAM_MAX_PER_INSTANCE: '500' }).streamMaxPerInstance).toBe(500);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ STREAM_MAX_PER_INSTANCE: bad }), bad).toThrow(/STREAM_MAX_PER_INSTANCE/);
    }
  });

  it('reads DATABASE_POOL_SIZE as a whole number of connections from 1 to 1000, 32 when unset (D77)', () => {
    expect(loadConfig({}).databasePoolSize).toBe(32);
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    for (const bad of ['0', '1001', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE: must be a whole number/);
    }
  });

  it('schedules the daily backup at a kitchen time of day or not at all, kept for whole days (D42)', () => {
    expect(loadConfig({ BACKUP_AT: '23:05', DATA_DIR: '/var/rasoi' })).toMatchObject({
      backupAtMinutes: 23 * 60 + 5,
      backupDir: '/var/rasoi/backups',
    });
    expect(loadConfig({ BACKUP_AT: 'off' }).backupAtMinutes).toBeNull();
    expect(loadConfig({ BACKUP_KEEP_DAYS: '30', BACKUP_DIR: 'elsewhere' })).toMatchObject({
      backupKeepDays: 30,
      backupDir: path.join(REPO_ROOT, 'elsewhere'),
    });
    for (const bad of ['24:00', '3:30', '03:60', 'never']) {
      expect(() => loadConfig({ BACKUP_AT: bad }), bad).toThrow(/BACKUP_AT: must be a time of day/);
    }
    for (const bad of ['0', '2.5', '3651', 'week']) {
      expect(() => loadConfig({ BACKUP_KEEP_DAYS: bad }), bad).toThrow(/BACKUP_KEEP_DAYS: must be a whole number/);
    }
  });

  it('copies the backups off the machine to an rclone remote path, never to something rclone reads as an option (D78)', () => {
    for (const remote of ['gdrive:rasoi-backups', 'b2:kitchen/rasoi', 'nas:', '/mnt/usb/rasoi']) {
      expect(loadConfig({ BACKUP_REMOTE: remote }).backupRemote).toBe(remote);
    }
    for (const bad of ['--config=/tmp/x', '-v', ' gdrive:x', 'rasoi-backups', 'gdrive:x\n--dry-run']) {
      expect(() => loadConfig({ BACKUP_REMOTE: bad }), bad).toThrow(/BACKUP_REMOTE: must be an rclone remote path/);
    }
  });

  describe('the SMS gateway (issue 13, D39)', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    const keysOf = (env: Record<string, string>) => problemsOf(env).map((problem) => problem.split(':')[0]);
    const twilio = {
      SMS_GATEWAY: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0f'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_MESSAGING_SERVICE_SID: `MG${'0f'.repeat(16)}`,
    };

    it('reads each gateway with its settings, and the provider URLs default to the providers', () => {
      expect(loadConfig(twilio).smsGateway).toEqual({
        kind: 'twilio',
        accountSid: twilio.TWILIO_ACCOUNT_SID,
        authToken: 'token',
        messagingServiceSid: twilio.TWILIO_MESSAGING_SERVICE_SID,
        from: undefined,
        apiUrl: 'https://api.twilio.com',
      });
      expect(
        loadConfig({
          SMS_GATEWAY: 'msg91',
          MSG91_AUTH_KEY: 'key',
          MSG91_TEMPLATE_ID: 'template',
          MSG91_SENDER_ID: 'RASOIK',
        }).smsGateway,
      ).toEqual({
        kind: 'msg91',
        authKey: 'key',
        templateId: 'template',
        senderId: 'RASOIK',
        apiUrl: 'https://control.msg91.com',
      });
      expect(
        loadConfig({ SMS_GATEWAY: 'android', ANDROID_SMS_USER: 'sms', ANDROID_SMS_PASSWORD: 'pw' }).smsGateway,
      ).toEqual({ kind: 'android', url: 'https://api.sms-gate.app/3rdparty/v1', user: 'sms', password: 'pw' });
      expect(
        loadConfig({
          SMS_GATEWAY: 'android',
          ANDROID_SMS_URL: 'http://192.168.1.20:8080/',
          ANDROID_SMS_USER: 'sms',
          ANDROID_SMS_PASSWORD: 'pw',
        }).smsGateway,
      ).toMatchObject({ url: 'http://192.168.1.20:8080' });
      const secret = 's'.repeat(32);
      expect(
        loadConfig({ SMS_GATEWAY: 'webhook', SMS_WEBHOOK_URL: 'https://relay.example/sms', SMS_WEBHOOK_SECRET: secret })
          .smsGateway,
      ).toEqual({ kind: 'webhook', url: 'https://relay.example/sms', secret });
    });

    it("stops the start with every missing or bad key of the chosen gateway, and ignores other gateways' keys", () => {
      expect(keysOf({ SMS_GATEWAY: 'twilio' })).toEqual([
        'TWILIO_ACCOUNT_SID',
        'TWILIO_AUTH_TOKEN',
        'TWILIO_MESSAGING_SERVICE_SID',
      ]);
      expect(problemsOf({ SMS_GATEWAY: 'twilio' })).toContain('TWILIO_AUTH_TOKEN: is required with SMS_GATEWAY=twilio');
      expect(keysOf({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: '', TWILIO_FROM: '9876543210' })).toEqual([
        'TWILIO_FROM',
      ]);
      expect(keysOf({ ...twilio, TWILIO_ACCOUNT_SID: 'SK123' })).toEqual(['TWILIO_ACCOUNT_SID']);
      expect(keysOf({ SMS_GATEWAY: 'msg91', MSG91_SENDER_ID: 'RASOI-1' })).toEqual([
        'MSG91_AUTH_KEY',
        'MSG91_TEMPLATE_ID',
        'MSG91_SENDER_ID',
      ]);
      const msg91 = { SMS_GATEWAY: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MSG91_SENDER_ID: 'RASOIK' };
      expect(keysOf({ ...msg91, PUBLIC_URL: 'https://order.rasoi-kitchen.in' })).toEqual([]);
      expect(keysOf({ ...msg91, PUBLIC_URL: 'https://order.the-rasoi-kitchen.in' })).toEqual(['PUBLIC_URL']);
      expect(keysOf({ SMS_GATEWAY: 'android', ANDROID_SMS_URL: 'ftp://phone' })).toEqual([
        'ANDROID_SMS_URL',
        'ANDROID_SMS_USER',
        'ANDROID_SMS_PASSWORD',
      ]);
      expect(keysOf({ SMS_GATEWAY: 'webhook', SMS_WEBHOOK_URL: 'relay.example', SMS_WEBHOOK_SECRET: 'short' })).toEqual(
        ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET'],
      );
      // Listed together with the other bad settings.
      expect(keysOf({ SMS_GATEWAY: 'webhook', PORT: 'eighty' }).sort()).toEqual([
        'PORT',
        'SMS_WEBHOOK_SECRET',
        'SMS_WEBHOOK_URL',
      ]);
      expect(keysOf({ SMS_GATEWAY: 'console', TWILIO_ACCOUNT_SID: 'bad' })).toEqual([]);
    });

    it('reads SMS_TIMEOUT_MS in milliseconds and PUBLIC_URL as an origin', () => {
      expect(loadConfig({ SMS_TIMEOUT_MS: '2500', PUBLIC_URL: 'https://rasoi.example/' })).toMatchObject({
        smsTimeoutMs: 2500,
        publicUrl: 'https://rasoi.example',
      });
      for (const bad of ['0', '99', '60001', '2.5', 'soon']) {
        expect(keysOf({ SMS_TIMEOUT_MS: bad }), bad).toEqual(['SMS_TIMEOUT_MS']);
      }
      for (const bad of ['rasoi.example', 'ftp://rasoi.example', 'https://']) {
        expect(keysOf({ PUBLIC_URL: bad }), bad).toEqual(['PUBLIC_URL']);
      }
    });
  });

  it('fails with the list of every bad setting', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SERVICEABLE_PINCODES: '2010',
        KITCHEN_TIMEZONE: 'Mars/Base',
        SMS_GATEWAY: 'pigeon',
        COUPON_OFFERS: '10,75',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(problems.sort()).toEqual([
      'COUPON_OFFERS.1',
      'DATABASE_URL',
      'KITCHEN_TIMEZONE',
      'PORT',
      'SERVICEABLE_PINCODES.0',
      'SMS_GATEWAY',
    ]);
  });
});
