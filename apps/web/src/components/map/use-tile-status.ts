import { useRef, useState } from 'react';

/** Whether the map has a ground to draw on: tiles are loading, some arrived, or none can come. */
export type TileStatus = 'loading' | 'shown' | 'unavailable';

/**
 * Follows a tile layer: no tile URL, or tiles that only fail (offline, blocked by a firewall),
 * means the map has no ground. One tile that loads is enough to call the ground shown.
 */
export function useTileStatus(tileUrl: string) {
  const [status, setStatus] = useState<TileStatus>(tileUrl ? 'loading' : 'unavailable');
  const loaded = useRef(false);
  const handlers = {
    tileload: () => {
      loaded.current = true;
      setStatus('shown');
    },
    tileerror: () => {
      if (!loaded.current) setStatus('unavailable');
    },
  };
  return { status: tileUrl ? status : ('unavailable' as const), handlers };
}
