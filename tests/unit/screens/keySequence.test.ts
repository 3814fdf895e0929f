import { describe, expect, it } from 'vitest';
import { createKeySequenceMatcher, KEY_SEQUENCE_WINDOW, UNLOCK_SEQUENCE } from '../../../src/screens/Users/keySequence';

/** A clock the test moves by hand. */
function fakeClock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Feeds keys `gap` ms apart and returns what each push answered. */
function type(matcher: ReturnType<typeof createKeySequenceMatcher>, clock: ReturnType<typeof fakeClock>, keys: readonly string[], gap = 100) {
  return keys.map((key) => {
    clock.advance(gap);
    return matcher.push(key);
  });
}

describe('createKeySequenceMatcher', () => {
  it('matches the unlock code on its last key only', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    const results = type(matcher, clock, UNLOCK_SEQUENCE);
    expect(results.slice(0, -1).every((r) => r === false)).toBe(true);
    expect(results.at(-1)).toBe(true);
    expect(matcher.progress).toBe(0);
  });

  it('accepts a pause of exactly the window', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    expect(type(matcher, clock, UNLOCK_SEQUENCE, KEY_SEQUENCE_WINDOW).at(-1)).toBe(true);
  });

  it('starts over after a pause longer than the window', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    type(matcher, clock, UNLOCK_SEQUENCE.slice(0, 5));
    expect(matcher.progress).toBe(5);
    clock.advance(KEY_SEQUENCE_WINDOW + 1);
    expect(matcher.push(UNLOCK_SEQUENCE[5]!)).toBe(false);
    expect(matcher.progress).toBe(0);
    expect(type(matcher, clock, UNLOCK_SEQUENCE.slice(6)).some(Boolean)).toBe(false);
  });

  it('a late first key of a new attempt still counts as its start', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    type(matcher, clock, ['ArrowUp', 'ArrowUp', 'ArrowDown']);
    clock.advance(5000);
    expect(type(matcher, clock, UNLOCK_SEQUENCE, 10).at(-1)).toBe(true);
  });

  it('resets on a wrong key', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    type(matcher, clock, [...UNLOCK_SEQUENCE.slice(0, 8), 'x']);
    expect(matcher.progress).toBe(0);
    expect(type(matcher, clock, UNLOCK_SEQUENCE.slice(8)).some(Boolean)).toBe(false);
  });

  it('keeps the part of a wrong run that begins the code (Up Up Up Down Down ...)', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    expect(type(matcher, clock, ['ArrowUp', ...UNLOCK_SEQUENCE]).at(-1)).toBe(true);
  });

  it('treats b and a the same with Caps Lock on', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    const shouted = UNLOCK_SEQUENCE.map((k) => (k.length === 1 ? k.toUpperCase() : k));
    expect(type(matcher, clock, shouted).at(-1)).toBe(true);
  });

  it('does not confuse Enter with a typed letter', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    expect(type(matcher, clock, [...UNLOCK_SEQUENCE.slice(0, -1), 'enter']).at(-1)).toBe(false);
  });

  it('matches again after a success', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    type(matcher, clock, UNLOCK_SEQUENCE);
    expect(type(matcher, clock, UNLOCK_SEQUENCE).at(-1)).toBe(true);
  });

  it('reset forgets progress', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(UNLOCK_SEQUENCE, { now: clock.now });
    type(matcher, clock, UNLOCK_SEQUENCE.slice(0, 10));
    matcher.reset();
    expect(matcher.progress).toBe(0);
    expect(type(matcher, clock, ['Enter'])[0]).toBe(false);
  });

  it('honours a custom window', () => {
    const clock = fakeClock();
    const matcher = createKeySequenceMatcher(['a', 'b'], { now: clock.now, windowMs: 50 });
    expect(type(matcher, clock, ['a', 'b'], 60).at(-1)).toBe(false);
    expect(type(matcher, clock, ['a', 'b'], 50).at(-1)).toBe(true);
  });

  it('never matches an empty sequence', () => {
    const matcher = createKeySequenceMatcher([]);
    expect(matcher.push('a')).toBe(false);
  });
});
