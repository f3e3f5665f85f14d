import type { PlatonRuntime } from '../runtime/platonRuntime';
import type { Advertisement } from './Advertisement';

/**
 * The sidebar's advertisement calls (docs/behaviour.md §11): the ads to show, and one click counted
 * (`PUT ads/increment?id=`). Counting failures are only logged: a click must still open the ad.
 *
 * @example
 * const ads = await advertisementCalls.list(runtime);
 * void advertisementCalls.countClick(runtime, ads[0].id);
 */
export const advertisementCalls = {
  async list(runtime: PlatonRuntime): Promise<Advertisement[]> {
    const { data } = await runtime.api.get<{ data: Advertisement[] }>('ads');
    return Array.isArray(data) ? data : [];
  },
  async countClick(runtime: PlatonRuntime, id: number): Promise<number | null> {
    try {
      const { data } = await runtime.api.request<{ data: { clicks: number } }>('ads/increment', { method: 'PUT', query: { id } });
      return data.clicks;
    } catch (error) {
      console.warn('[platon] advertisement click not counted', error);
      return null;
    }
  },
};
