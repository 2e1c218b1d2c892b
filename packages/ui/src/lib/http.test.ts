import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './http.ts';
import { onTokenRejected, setHttpToken } from './http-session.ts';

function answer(status: number): AxiosAdapter {
  return async (config) => {
    const response = { data: {}, status, statusText: '', headers: {}, config };
    if (status < 400) return response;
    throw new AxiosError(`Request failed with status code ${status}`, undefined, config, null, response);
  };
}

describe('a 401 from the API', () => {
  const previous = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = previous;
    setHttpToken(null);
  });

  it('ends the session when it answers the current token', async () => {
    const rejected = vi.fn();
    const undo = onTokenRejected(rejected);
    setHttpToken('token-a');
    http.defaults.adapter = answer(401);
    await expect(http.get('/order/getorder')).rejects.toBeInstanceOf(AxiosError);
    expect(rejected).toHaveBeenCalledTimes(1);
    undo();
  });

  it('is ignored when the token was replaced while the call was on its way', async () => {
    const rejected = vi.fn();
    const undo = onTokenRejected(rejected);
    setHttpToken('token-a');
    http.defaults.adapter = async (config) => {
      setHttpToken('token-b');
      return answer(401)(config);
    };
    await expect(http.get('/order/getorder')).rejects.toBeInstanceOf(AxiosError);
    expect(rejected).not.toHaveBeenCalled();
    undo();
  });

  it('is ignored without a session (a failed login) and for other statuses', async () => {
    const rejected = vi.fn();
    const undo = onTokenRejected(rejected);
    http.defaults.adapter = answer(401);
    await expect(http.post('/user/login', {})).rejects.toBeInstanceOf(AxiosError);
    setHttpToken('token-a');
    http.defaults.adapter = answer(403);
    await expect(http.get('/staff/employees')).rejects.toBeInstanceOf(AxiosError);
    expect(rejected).not.toHaveBeenCalled();
    undo();
  });
});
