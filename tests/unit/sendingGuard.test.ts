/** The live forms' sending guard: one press sends at most once, on a slow, broken or absent link. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, ApiResponseError } from '../../src/api/errors.ts';
import {
  createSendingGuard,
  failureOutcome,
  SLOW_SEND_MS,
  type SendingState,
  type SendOutcome,
  type SendStep,
} from '../../src/lib/sendingGuard.ts';

/** A guard on a controllable network, recording its states and the "may have arrived" marks it reports. */
function setUp() {
  let online = true;
  const listeners = new Set<() => void>();
  const states: SendingState[] = [];
  const marks: boolean[] = [];
  const guard = createSendingGuard({
    onChange: (state) => states.push(state),
    onUnconfirmedChange: (unconfirmed) => marks.push(unconfirmed),
    isOnline: () => online,
    whenOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return {
    guard,
    states,
    marks,
    listeners,
    goOffline: () => (online = false),
    /** The network is back, and the page has not heard yet. */
    comeBackQuietly: () => (online = true),
    goOnline: () => {
      online = true;
      for (const listener of [...listeners]) {
        listeners.delete(listener);
        listener();
      }
    },
  };
}

/** Steps that store, counting their runs, and end as the test says. */
function storingSteps() {
  const pending: Array<(outcome: SendOutcome) => void> = [];
  let runs = 0;
  const steps = ({ storing }: SendStep) => {
    runs += 1;
    storing();
    return new Promise<SendOutcome>((resolve) => pending.push(resolve));
  };
  return {
    steps,
    runs: () => runs,
    end: async (outcome: SendOutcome) => {
      pending.shift()!(outcome);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('failureOutcome', () => {
  const refusal = new ApiRequestError('POST', 'https://api.test/x', 503, 'HTTP 503');
  const noAnswer = new ApiRequestError('POST', 'https://api.test/x', undefined, 'network error (Failed to fetch)');
  const unreadable = new ApiResponseError('POST', 'https://api.test/x', 'body is not JSON');

  it('calls an error status a refusal, whatever the call', () => {
    expect(failureOutcome(refusal, { mayHaveStored: true, online: true })).toBe('refused');
    expect(failureOutcome(refusal, { mayHaveStored: false, online: true })).toBe('refused');
  });

  it('calls no usable answer to a call that may store "unconfirmed", online or not', () => {
    expect(failureOutcome(noAnswer, { mayHaveStored: true, online: true })).toBe('unconfirmed');
    expect(failureOutcome(noAnswer, { mayHaveStored: true, online: false })).toBe('unconfirmed');
    expect(failureOutcome(unreadable, { mayHaveStored: true, online: true })).toBe('unconfirmed');
    expect(failureOutcome(new TypeError('Failed to fetch'), { mayHaveStored: true, online: true })).toBe('unconfirmed');
  });

  it('lets a call that stores nothing wait for the network when offline', () => {
    expect(failureOutcome(noAnswer, { mayHaveStored: false, online: false })).toBe('offline');
    expect(failureOutcome(noAnswer, { mayHaveStored: false, online: true })).toBe('refused');
  });
});

describe('createSendingGuard', () => {
  it('ignores presses while a send is under way, and after it is confirmed', async () => {
    const { guard } = setUp();
    const send = storingSteps();
    guard.press(send.steps);
    guard.press(send.steps);
    expect(send.runs()).toBe(1);
    expect(guard.state.busy).toBe(true);
    await send.end('confirmed');
    expect(guard.state).toMatchObject({ busy: true, sent: true, unconfirmed: false });
    guard.press(send.steps);
    expect(send.runs()).toBe(1);
  });

  it('says it is still sending after 10 s, and never gives up on its own', async () => {
    const { guard } = setUp();
    const send = storingSteps();
    guard.press(send.steps);
    await vi.advanceTimersByTimeAsync(SLOW_SEND_MS - 1);
    expect(guard.state.notice).toBe('none');
    await vi.advanceTimersByTimeAsync(1);
    expect(guard.state).toMatchObject({ notice: 'slow', busy: true });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(guard.state).toMatchObject({ notice: 'slow', busy: true });
    guard.press(send.steps);
    expect(send.runs()).toBe(1);
    await send.end('confirmed');
    expect(guard.state).toMatchObject({ notice: 'none', sent: true });
  });

  it('after an unconfirmed send, asks before sending again, and sends only on "send again"', async () => {
    const { guard, marks } = setUp();
    const send = storingSteps();
    guard.press(send.steps);
    expect(marks).toEqual([true]);
    await send.end('unconfirmed');
    expect(guard.state).toMatchObject({ busy: false, notice: 'unconfirmed', unconfirmed: true });

    guard.press(send.steps);
    expect(guard.state.askingToResend).toBe(true);
    expect(send.runs()).toBe(1);
    guard.press(send.steps);
    guard.answerResend(false);
    expect(guard.state.askingToResend).toBe(false);
    expect(send.runs()).toBe(1);

    guard.press(send.steps);
    guard.answerResend(true);
    expect(send.runs()).toBe(2);
    await send.end('confirmed');
    expect(marks).toEqual([true, false]);
    expect(guard.state).toMatchObject({ sent: true, unconfirmed: false });
  });

  it('a refusal after an unconfirmed send keeps the earlier one in doubt', async () => {
    const { guard } = setUp();
    const send = storingSteps();
    guard.press(send.steps);
    await send.end('unconfirmed');
    guard.press(send.steps);
    guard.answerResend(true);
    await send.end('refused');
    expect(guard.state).toMatchObject({ busy: false, notice: 'none', unconfirmed: true });
    guard.press(send.steps);
    expect(guard.state.askingToResend).toBe(true);
  });

  it('a refused or stopped press leaves the form ready for the next, with no question', async () => {
    const { guard, marks } = setUp();
    const send = storingSteps();
    guard.press(send.steps);
    await send.end('refused');
    expect(marks).toEqual([true, false]);
    expect(guard.state).toMatchObject({ busy: false, unconfirmed: false, notice: 'none' });
    guard.press(send.steps);
    expect(send.runs()).toBe(2);
    await send.end('stopped');
    guard.press(send.steps);
    expect(send.runs()).toBe(3);
  });

  it('offline, a press waits and goes out exactly once when the network is back', async () => {
    const { guard, goOffline, goOnline, listeners } = setUp();
    const send = storingSteps();
    goOffline();
    guard.press(send.steps);
    guard.press(send.steps);
    expect(send.runs()).toBe(0);
    expect(listeners.size).toBe(1);
    expect(guard.state).toMatchObject({ busy: false, notice: 'waiting-for-network' });
    goOnline();
    expect(send.runs()).toBe(1);
    guard.press(send.steps);
    expect(send.runs()).toBe(1);
    await send.end('confirmed');
    goOnline();
    expect(send.runs()).toBe(1);
  });

  it('a press made when the network is back, before the browser says so, sends once and stops waiting', async () => {
    const { guard, goOffline, goOnline, comeBackQuietly, listeners } = setUp();
    const send = storingSteps();
    goOffline();
    guard.press(send.steps);
    comeBackQuietly();
    guard.press(send.steps);
    expect(send.runs()).toBe(1);
    expect(listeners.size).toBe(0);
    goOnline();
    expect(send.runs()).toBe(1);
    await send.end('confirmed');
  });

  it('steps that found the browser offline before storing wait for the network again', async () => {
    const { guard, goOffline, goOnline } = setUp();
    let runs = 0;
    guard.press(async () => {
      runs += 1;
      if (runs === 1) {
        goOffline();
        return 'offline';
      }
      return 'confirmed';
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(guard.state.notice).toBe('waiting-for-network');
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    expect(guard.state.sent).toBe(true);
  });

  it('a send cut off by the network says so, and the next one is asked about', async () => {
    const { guard, goOffline } = setUp();
    const send = storingSteps();
    guard.press(send.steps);
    goOffline();
    await send.end('unconfirmed');
    expect(guard.state.notice).toBe('unconfirmed-offline');
    guard.press(send.steps);
    expect(guard.state.askingToResend).toBe(true);
  });

  it('"do not send" also drops a send agreed to earlier that waits for the network', async () => {
    const { guard, goOffline, goOnline } = setUp();
    const send = storingSteps();
    guard.press(send.steps);
    await send.end('unconfirmed');
    goOffline();
    guard.press(send.steps);
    guard.answerResend(true);
    expect(guard.state.notice).toBe('waiting-for-network');
    guard.press(send.steps);
    guard.answerResend(false);
    expect(guard.state.notice).toBe('unconfirmed-offline');
    goOnline();
    expect(send.runs()).toBe(1);
  });

  it('once the steps report the submission stored, a hanging email cannot turn it into a doubt', async () => {
    const { guard, marks, states } = setUp();
    let finish: (outcome: SendOutcome) => void = () => undefined;
    guard.press(({ storing, stored }) => {
      storing();
      stored();
      return new Promise<SendOutcome>((resolve) => (finish = resolve));
    });
    expect(marks).toEqual([true, false]);
    expect(guard.state).toMatchObject({ sent: true, busy: true, unconfirmed: false });
    guard.press(() => Promise.resolve('confirmed'));
    expect(states.filter((state) => state.askingToResend)).toEqual([]);
    finish('unconfirmed');
    await vi.advanceTimersByTimeAsync(0);
    expect(guard.state).toMatchObject({ sent: true, busy: true, unconfirmed: false, notice: 'none' });
  });

  it('brings back a mark kept from an earlier page load', () => {
    const { guard, marks } = setUp();
    guard.restoreUnconfirmed(true);
    expect(guard.state).toMatchObject({ unconfirmed: true, notice: 'unconfirmed' });
    expect(marks).toEqual([]);
    const send = storingSteps();
    guard.press(send.steps);
    expect(guard.state.askingToResend).toBe(true);
    expect(send.runs()).toBe(0);
  });
});
