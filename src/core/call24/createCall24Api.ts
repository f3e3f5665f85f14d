import type { ApiClient } from '../api/apiClient';
import type { Call24Create, Call24Listing, Call24ListQuery, Call24Request, Call24Update } from '../api/call24Contract';

/** The call-back line's calls (src/core/api/call24Contract.ts), answers unwrapped from `{ data }`. */
export interface Call24Api {
  /** Rejects with an ApiError (422 bad phone or topic, 429 too many) whose message is the server's text. */
  create(request: Call24Create): Promise<Call24Request>;
  list(query: Call24ListQuery, signal?: AbortSignal): Promise<Call24Listing>;
  /** Rejects with an ApiError 409 when someone else changed the request since it was read. */
  update(id: number, update: Call24Update): Promise<Call24Request>;
}

/**
 * @example
 * const call24 = createCall24Api(runtime.api);
 * await call24.create({ phone: '+998901234567', topic: 'Тизимга кириш', page: '/tables/appeals' });
 */
export function createCall24Api(api: ApiClient): Call24Api {
  return {
    create: async (request) => (await api.request<{ data: Call24Request }>('call24/requests', { method: 'POST', body: request })).data,
    list: async (query, signal) => (await api.request<{ data: Call24Listing }>('call24/requests', { query, signal })).data,
    update: async (id, update) =>
      (await api.request<{ data: Call24Request }>(`call24/requests/${id}`, { method: 'PATCH', body: update })).data,
  };
}
