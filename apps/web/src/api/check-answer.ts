import { contractEntries, type RouteKey } from '@rasoi/domain/contract';

/**
 * Throws when `answer` is not what the contract table says route `key` answers with `status`, naming
 * the route and the first mismatch (issue 12, docs/decisions/0037). Loaded by callApi in development
 * and tests only, so the table and zod stay out of production bundles.
 */
export async function checkAnswer(key: RouteKey, status: number, answer: unknown): Promise<void> {
  const entry = contractEntries.find((known) => `${known.method} ${known.path}` === key);
  const schema = entry?.responses[status];
  const where = `${key} answered ${status}`;
  if (!schema) throw new Error(`${where}, which the contract table does not list`);
  const result = schema.safeParse(answer);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${where} off contract: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
}
