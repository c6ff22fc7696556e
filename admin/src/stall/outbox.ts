import type { StallBasketResult } from '@shop/common';
import { ApiError, apiRequest } from '../api/http';
import { tokenStore } from '../api/tokenStore';
import { type QueuedBasket, stallDb } from './stallDb';

export type SendOutcome = { sent: StallBasketResult[]; waiting: number; signedOut: boolean };

/**
 * Sends the waiting baskets, oldest first. A basket leaves the phone only once the API answered it (200, first time
 * or a repeat: the id makes a resend harmless) or refused it (400: kept, marked, never resent). No answer (offline, a
 * timeout, 5xx) stops the round: the rest wait for the next one. Without a session (signed out, or the refresh token
 * ran out while offline) nothing is sent; the baskets stay until staff sign in again.
 */
export async function sendWaiting(): Promise<SendOutcome> {
  const sent: StallBasketResult[] = [];
  const queue = await stallDb.queue();
  for (const b of queue) {
    if (b.refused) continue;
    if (!tokenStore.accessToken()) break;
    try {
      const { refused: _, ...body } = b;
      sent.push(await apiRequest<StallBasketResult>('/stall/baskets', { method: 'POST', body }));
      await stallDb.drop(b.id);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) await stallDb.keep({ ...b, refused: e.message });
      else break;
    }
  }
  const left = await stallDb.queue();
  return { sent, waiting: left.filter((b: QueuedBasket) => !b.refused).length, signedOut: !tokenStore.accessToken() };
}

/** Waits before the next try after a round that could not send: 2 s, 4 s … up to a minute. */
export const backoffMs = (failures: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
