import { m } from '@rasoi/domain/i18n/messages';

/**
 * The kinds of failure a business action reports, each mapped to one HTTP status by the error
 * handler (docs/architecture.md 'Style' 5 and 8).
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  /** An outside service the action needs failed or did not answer (the SMS gateway, issue 13, D39). */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

type Messages = typeof m;

/** The key of one compiled message (packages/domain/messages/en.json): a wrong key fails tsc (D84). */
export type MessageKey = keyof Messages;

/** A value written when the sentence is, in that moment's language: a day word, an amount of rupees. */
export type Word = () => string;

type Inputs<K extends MessageKey> = NonNullable<Parameters<Messages[K]>[0]>;

/** The values a message's placeholders take, each given as is or as a Word written with the sentence. */
export type MessageValues<K extends MessageKey> = { [P in keyof Inputs<K>]: Inputs<K>[P] | Word };

/** One message not yet written: its key and its values (D84). */
export type Message<K extends MessageKey = MessageKey> = { readonly key: K; readonly values: MessageValues<K> };

/** A message's values may be left out only when it has no placeholders. */
export type MessageArgs<K extends MessageKey> = keyof Inputs<K> extends never
  ? [values?: MessageValues<K>]
  : [values: MessageValues<K>];

/** The message `key` with its values, to be written later (`writeMessage`). */
export function message<K extends MessageKey>(key: K, ...[values]: MessageArgs<K>): Message<K> {
  return { key, values: (values ?? {}) as MessageValues<K> };
}

/** Writes `message` in the current language (the request's, inside one: plugins/request-locale.ts). */
export function writeMessage(message: Message): string {
  const written: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(message.values as Record<string, unknown>)) {
    written[name] = typeof value === 'function' ? (value as Word)() : value;
  }
  return (m[message.key] as (inputs: Record<string, unknown>) => string)(written);
}

/** An AppError's values (see MessageArgs), then its options. */
export type AppErrorArgs<K extends MessageKey> = keyof Inputs<K> extends never
  ? [values?: MessageValues<K>, options?: AppErrorOptions]
  : [values: MessageValues<K>, options?: AppErrorOptions];

/** What else an AppError may carry: a Retry-After (a 429 counted in the database, D79), a sentence after it. */
export type AppErrorOptions = { retryAfterSeconds?: number; then?: Message };

/**
 * A typed failure carrying a message key and its values, not a sentence (D84): the error handler writes
 * it in the caller's language when it answers `{status:'error', data: sentence}`. A wrong key or a missing
 * value fails tsc: `new AppError('CONFLICT', 'slotFull', { slot, day })`. `message` (logs, tests) is
 * written when read, in the language of that moment.
 */
export class AppError<K extends MessageKey = MessageKey> extends Error {
  readonly code: AppErrorCode;
  /** The sentence's message, and the one that follows it (`options.then`), if any. */
  readonly messages: readonly Message[];
  readonly retryAfterSeconds: number | undefined;
  constructor(code: AppErrorCode, key: K, ...[values, options = {}]: AppErrorArgs<K>) {
    super();
    this.name = 'AppError';
    this.code = code;
    const first = { key, values: values ?? {} } as Message;
    this.messages = options.then ? [first, options.then] : [first];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The key of the first message (what a test or a log names). */
  get key(): MessageKey {
    return this.messages[0]!.key;
  }

  /** The sentence in the current language, written now. */
  override get message(): string {
    return this.messages.map(writeMessage).join(' ');
  }

  /** The HTTP status this error answers with. */
  get statusCode(): number {
    return APP_ERROR_STATUS[this.code];
  }
}
