import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`: "Due in 5 h" stays true on a page left open. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
