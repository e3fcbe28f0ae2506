// Capture progress after an import, read from the server (the jobs table), so it survives a reload:
// fetched once on mount, then polled while anything is still waiting.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptureProgress, type CaptureProgress } from './transfer.api.js';

const POLL_MS = 2000;

export function useCaptureProgress(): { progress: CaptureProgress | null; watch: () => void } {
  const [progress, setProgress] = useState<CaptureProgress | null>(null);
  const [watching, setWatching] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const poll = () => {
      fetchCaptureProgress(controller.signal)
        .then((next) => {
          setProgress(next);
          if (next.queued > 0) timer.current = setTimeout(poll, POLL_MS);
        })
        .catch(() => {
          // offline or signed out: the next import or reload asks again
        });
    };
    poll();
    return () => {
      controller.abort();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [watching]);

  const watch = useCallback(() => setWatching((n) => n + 1), []);
  return { progress, watch };
}
