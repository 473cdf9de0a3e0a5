import type { GraphAnswer } from './graph-errors';

/** Answers a test scripted for the next ads_archive requests, in place of the real ones. */
export class ScriptedFailures {
  private readonly queue: GraphAnswer[] = [];

  add(answer: GraphAnswer, times: number): void {
    if (!Number.isInteger(times) || times < 1) throw new Error('times must be a positive integer');
    for (let i = 0; i < times; i++) this.queue.push(structuredClone(answer));
  }

  /** The next scripted answer, if any is left. */
  take(): GraphAnswer | undefined {
    return this.queue.shift();
  }
}
