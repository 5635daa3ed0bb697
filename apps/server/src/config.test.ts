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
      serviceablePincodes: ['201009'],
      kitchenTimezone: 'Asia/Kolkata',
      smsGateway: 'console',
      smsHourlyBudget: 200,
      orderEtaMinutes: 30,
      couponOffers: [5, 10, 15, 20],
      vapidSubject: 'mailto:kitchen@rasoi.local',
      trustProxy: false,
      streamMaxPerInstance: 2000,
      backupAtMinutes: 3 * 60 + 30,
      backupKeepDays: 14,
      backupDir: path.join(REPO_ROOT, 'data', 'backups'),
      logLevel: 'info',
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
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

  it('reads STREAM_MAX_PER_INSTANCE as a whole number of streams from 1 (issue 11)', () => {
    expect(loadConfig({ STREAM_MAX_PER_INSTANCE: '500' }).streamMaxPerInstance).toBe(500);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ STREAM_MAX_PER_INSTANCE: bad }), bad).toThrow(/STREAM_MAX_PER_INSTANCE/);
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
