import { randomUUID } from 'node:crypto';
import { smsSegments } from '@akwaaba/domain/notifications/sms-segments';
import type pg from 'pg';
import type { HubtelConfig } from '../config';
import { type SmsDelivery, SmsError, type SmsMessage, type SmsSender, type SmsSent } from './sms-port';

/** How long Hubtel has to answer before the send counts as failed, to be retried. */
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A cedi amount (Hubtel's `rate`, 0.03 or "0.035") in whole pesewas, rounded half up once:
 * from its decimal digits, not from a float times 100 (0.145 * 100 is 14.4999...).
 */
export function cedisToPesewasHalfUp(rate: unknown): number | null {
  const value = typeof rate === 'string' ? Number(rate.trim()) : rate;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const [whole = '0', fraction = ''] = value.toFixed(10).split('.');
  const pesewas = Number(whole) * 100 + Number(fraction.slice(0, 2));
  return Number(fraction[2] ?? '0') >= 5 ? pesewas + 1 : pesewas;
}

/** Hubtel's answer, bare (`{ messageId, rate, status }`) or wrapped (`{ message, responseCode, data }`). */
type HubtelAnswer = Record<string, unknown>;
const unwrapped = (answer: HubtelAnswer): HubtelAnswer =>
  answer.data && typeof answer.data === 'object' ? (answer.data as HubtelAnswer) : answer;

/** What an error's message may show of an answer: a short piece of it, never a credential. */
const excerpt = (body: string) => body.replace(/\s+/g, ' ').slice(0, 200);

/**
 * 429 (rate limited) and 5xx (Hubtel's trouble) may pass: retry. 400 (a bad number, a missing
 * field), 401 (bad credentials) and other 4xx will fail the same way again: give up.
 */
const retryableStatus = (status: number) => status === 429 || status >= 500;

export interface HubtelSmsOptions {
  hubtel: HubtelConfig;
  pool: pg.Pool;
  /** How long Hubtel has to answer (10 s); tests use less. */
  timeoutMs?: number;
}

/**
 * Sends through Hubtel's SMS API: `POST {HUBTEL_URL}/v1/messages/send` with Basic auth (client
 * id and secret) and `{ From, To, Content }`. Each send is recorded in `sms_sends` under its
 * idempotency key: claimed before the call, marked sent (with Hubtel's message id and cost) or
 * failed for good after it, and the claim given up on a retryable failure so the retry sends.
 * A second send with the key finds the record and answers 'already-sent' without calling Hubtel;
 * one that finds another's fresh claim throws a retryable error (the first may still succeed).
 *
 * The window left: a claim older than its lease (the process died during the call, or Hubtel
 * accepted the message but its answer never came back in time) is taken to have failed, and the
 * retry sends again. Hubtel's API has no idempotency key of its own, so a crash or a timeout
 * right after Hubtel accepted a message may send it twice; every other path sends once.
 */
export function hubtelSms(options: HubtelSmsOptions): SmsSender {
  const { hubtel, pool } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Longer than any call can last, so a live claim is never taken over.
  const claimLeaseMs = timeoutMs * 2 + 5_000;
  const authorization = `Basic ${Buffer.from(`${hubtel.clientId}:${hubtel.clientSecret}`).toString('base64')}`;

  /** Calls Hubtel; throws SmsError for a refusal, a timeout or no connection. */
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<HubtelAnswer> {
    let response: Response;
    try {
      response = await fetch(`${hubtel.url}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new SmsError(
        timedOut
          ? `Hubtel did not answer within ${timeoutMs} ms`
          : `Hubtel could not be reached: ${(error as Error).message}`,
        true,
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new SmsError(`Hubtel's answer was cut off: ${(error as Error).message}`, true);
    }
    if (!response.ok)
      throw new SmsError(
        `Hubtel answered ${response.status}: ${excerpt(text)}`,
        retryableStatus(response.status),
        response.status,
      );
    try {
      return unwrapped(JSON.parse(text) as HubtelAnswer);
    } catch {
      throw new SmsError(`Hubtel answered ${response.status} with no JSON: ${excerpt(text)}`, false);
    }
  }

  /** Claims the key for this call, or answers what an earlier call with it did. */
  async function claim(message: SmsMessage, key: string, claimId: string): Promise<SmsSent | null> {
    const { rows } = await pool.query<{ claim_id: string }>(
      `insert into sms_sends (idempotency_key, state, claim_id, to_number, segments, correlation_id)
       values ($1, 'sending', $2, $3, $4, $5)
       on conflict (idempotency_key) do update
         set claim_id = excluded.claim_id, claimed_at = now(), to_number = excluded.to_number,
             segments = excluded.segments, correlation_id = excluded.correlation_id
         where sms_sends.state = 'sending' and sms_sends.claimed_at < now() - make_interval(secs => $6)
       returning claim_id::text`,
      [
        key,
        claimId,
        message.to,
        smsSegments(message.text).segments,
        message.correlationId ?? null,
        claimLeaseMs / 1000,
      ],
    );
    if (rows[0]?.claim_id === claimId) return null;
    const { rows: recorded } = await pool.query<{
      state: 'sending' | 'sent' | 'failed';
      provider_message_id: string | null;
      cost_pesewas: number | null;
      error: string | null;
    }>('select state, provider_message_id, cost_pesewas, error from sms_sends where idempotency_key = $1', [
      key,
    ]);
    const send = recorded[0];
    if (send?.state === 'sent')
      return {
        outcome: 'already-sent',
        providerMessageId: send.provider_message_id ?? '',
        costPesewas: send.cost_pesewas,
      };
    if (send?.state === 'failed')
      throw new SmsError(`Given up earlier: ${send.error ?? 'no reason kept'}`, false);
    throw new SmsError(`Another send of ${key} is under way`, true);
  }

  const finish = (key: string, claimId: string, sql: string, values: unknown[]) =>
    pool.query(
      `update sms_sends set ${sql}, finished_at = now() where idempotency_key = $1 and claim_id = $2`,
      [key, claimId, ...values],
    );

  return {
    kind: 'hubtel',
    async send(message, idempotencyKey) {
      const claimId = randomUUID();
      const earlier = await claim(message, idempotencyKey, claimId);
      if (earlier) return earlier;
      let answer: HubtelAnswer;
      try {
        answer = await call('POST', '/v1/messages/send', {
          From: hubtel.senderId,
          To: message.to,
          Content: message.text,
        });
        const messageId = answer.messageId;
        if (typeof messageId !== 'string' || messageId === '')
          throw new SmsError(`Hubtel's answer has no messageId: ${excerpt(JSON.stringify(answer))}`, false);
        if (typeof answer.status === 'number' && answer.status !== 0)
          throw new SmsError(
            `Hubtel did not submit the message (status ${answer.status}: ${String(answer.statusDescription ?? '')})`,
            false,
          );
      } catch (error) {
        const final = !(error instanceof SmsError) || !error.retryable;
        if (final)
          await finish(idempotencyKey, claimId, `state = 'failed', error = $3`, [(error as Error).message]);
        else
          await pool.query('delete from sms_sends where idempotency_key = $1 and claim_id = $2', [
            idempotencyKey,
            claimId,
          ]);
        throw error;
      }
      const providerMessageId = String(answer.messageId);
      const costPesewas = cedisToPesewasHalfUp(answer.rate);
      await finish(idempotencyKey, claimId, `state = 'sent', provider_message_id = $3, cost_pesewas = $4`, [
        providerMessageId,
        costPesewas,
      ]);
      return { outcome: 'sent', providerMessageId, costPesewas };
    },
    async status(providerMessageId): Promise<SmsDelivery> {
      const answer = await call('GET', `/v1/messages/${encodeURIComponent(providerMessageId)}`);
      const time = answer.updateTime ?? answer.time;
      return {
        providerMessageId: String(answer.messageId ?? providerMessageId),
        status: String(answer.status ?? 'Unknown'),
        updatedAt: typeof time === 'string' && time !== '' ? time : null,
        costPesewas: cedisToPesewasHalfUp(answer.rate),
      };
    },
    async close() {},
  };
}
