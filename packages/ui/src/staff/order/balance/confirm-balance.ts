import { AxiosError } from 'axios';
import { apiErrorBody } from '../../../lib/api-error.ts';

/*
 * Releasing work (Shipped, Completed, a delivery) with money owed is refused with a 409 whose detail
 * names `confirmBalance`. The request functions ask the person through the one dialog the order page
 * mounts (BalanceConfirmDialog) and, when they confirm, send the request again with the flag.
 */

export interface BalanceQuestion {
  message: string;
  answer(confirmed: boolean): void;
}

type Listener = () => void;
let pending: BalanceQuestion | null = null;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeBalanceQuestion(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentBalanceQuestion(): BalanceQuestion | null {
  return pending;
}

/** Asks whether to go on with `message`'s balance owed; false when nothing can ask (no dialog mounted). */
export function askToConfirmBalance(message: string): Promise<boolean> {
  if (listeners.size === 0) return Promise.resolve(false);
  pending?.answer(false);
  return new Promise((resolve) => {
    const question: BalanceQuestion = {
      message,
      answer(confirmed) {
        if (pending !== question) return;
        pending = null;
        emit();
        resolve(confirmed);
      },
    };
    pending = question;
    emit();
  });
}

/** The server's words when `error` is the refusal a balance confirmation lifts. */
export function balanceRefusal(error: unknown): string | null {
  if (!(error instanceof AxiosError) || error.response?.status !== 409) return null;
  const body = apiErrorBody(error);
  const detail = body?.details?.find((d) => d.path === 'confirmBalance');
  return detail ? detail.message : null;
}

/**
 * Runs `send` without the confirmation; when the server asks for one and the person gives it, runs
 * it again confirmed. A refusal the person did not lift is thrown as it came, for the form to show.
 */
export async function withBalanceConfirmation<T>(send: (confirmBalance: boolean) => Promise<T>): Promise<T> {
  try {
    return await send(false);
  } catch (error) {
    const message = balanceRefusal(error);
    if (message === null || !(await askToConfirmBalance(message))) throw error;
    return send(true);
  }
}
