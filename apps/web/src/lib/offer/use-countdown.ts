import { useEffect, useState } from 'react';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whether the end has come. */
  isOver: boolean;
}

/** What is left until `end` at `now`, in whole days, hours, minutes and seconds. */
export function timeLeft(end: number, now: number): TimeLeft {
  const total = Math.max(Math.floor((end - now) / 1000), 0);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    isOver: total === 0,
  };
}

/** The time left until `endsAt` (ISO), ticking every second until it is over. */
export function useCountdown(endsAt: string): TimeLeft {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(end, now);
  useEffect(() => {
    if (left.isOver) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left.isOver]);
  return left;
}
