import { useEffect, useState } from 'react';
import type { Advertisement } from '../../../core/menu/Advertisement';
import { advertisementCalls } from '../../../core/menu/advertisementCalls';
import type { PlatonRuntime } from '../../../core/runtime/platonRuntime';

/**
 * One advertisement to show, picked at random from `GET ads` each time the footer mounts, or null (not
 * wanted, none served, or the call failed: the footer simply shows no ad). Ads whose address is not http(s)
 * are never shown, since it becomes a link.
 */
export function useAdvertisement(runtime: PlatonRuntime, wanted: boolean): Advertisement | null {
  const [ad, setAd] = useState<Advertisement | null>(null);
  useEffect(() => {
    if (!wanted) {
      setAd(null);
      return;
    }
    let live = true;
    advertisementCalls.list(runtime).then(
      (ads) => {
        const usable = ads.filter((candidate) => /^https?:\/\//i.test(candidate.websiteUrl));
        if (live) setAd(usable.length ? usable[Math.floor(Math.random() * usable.length)] : null);
      },
      (error) => console.warn('[platon] advertisements unavailable', error),
    );
    return () => {
      live = false;
    };
  }, [runtime, wanted]);
  return ad;
}
