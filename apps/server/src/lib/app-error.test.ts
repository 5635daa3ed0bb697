import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { installErrorHandler } from '../plugins/error-handler.ts';
import { inLocale, installRequestLocale } from '../plugins/request-locale.ts';
import { AppError, message } from './app-error.ts';

const hindi = { locale: 'hi' } as const;

/** An AppError carries a message key and its values; its sentence is written when it is answered (D84). */
describe('AppError', () => {
  it('writes its sentence in the language of the moment it is read, its Words included', () => {
    const asked: string[] = [];
    const error = new AppError('CONFLICT', 'slotFull', {
      slot: 'Lunch',
      day: () => {
        asked.push('day');
        return m.dayToday();
      },
    });
    expect(asked).toEqual([]);
    expect(error.key).toBe('slotFull');
    expect(inLocale('en', () => error.message)).toBe(
      m.slotFull({ slot: 'Lunch', day: m.dayToday({}, { locale: 'en' }) }),
    );
    expect(inLocale('hi', () => error.message)).toBe(m.slotFull({ slot: 'Lunch', day: m.dayToday({}, hindi) }, hindi));
    expect(asked).toEqual(['day', 'day']);
  });

  it('writes the sentence that follows it after its own', () => {
    const error = new AppError(
      'CONFLICT',
      'slotClosed',
      { slot: 'Lunch', day: 'today' },
      { then: message('noSlotOpen') },
    );
    expect(inLocale('hi', () => error.message)).toBe(
      `${m.slotClosed({ slot: 'Lunch', day: 'today' }, hindi)} ${m.noSlotOpen({}, hindi)}`,
    );
  });

  it("is answered in the caller's language by the error handler, in the same envelope as before", async () => {
    // Made once, outside any request: nothing about it is in a caller's language until it is answered.
    const error = new AppError('TOO_MANY_REQUESTS', 'tooManyNewCustomers', {}, { retryAfterSeconds: 7 });
    const app = Fastify();
    installRequestLocale(app);
    installErrorHandler(app);
    app.get('/refuse', () => {
      throw error;
    });
    const answer = async (language: string) => {
      const reply = await app.inject({ method: 'GET', url: '/refuse', headers: { 'accept-language': language } });
      return { status: reply.statusCode, retryAfter: reply.headers['retry-after'], body: reply.json() as unknown };
    };
    expect(await answer('hi')).toEqual({
      status: 429,
      retryAfter: '7',
      body: { status: 'error', data: m.tooManyNewCustomers({}, hindi) },
    });
    expect(await answer('en')).toEqual({
      status: 429,
      retryAfter: '7',
      body: { status: 'error', data: m.tooManyNewCustomers({}, { locale: 'en' }) },
    });
    await app.close();
  });
});
