import type { ApiClient } from '../api/apiClient';
import type {
  Instruction,
  InstructionEntryQuery,
  InstructionHit,
  InstructionSearchQuery,
  InstructionSection,
} from '../api/instructionsContract';

/** The user guide's calls (src/core/api/instructionsContract.ts), answers unwrapped from `{ data }`. */
export interface InstructionsApi {
  tree(signal?: AbortSignal): Promise<InstructionSection[]>;
  /** Rejects with an ApiError 404 when there is no such instruction (or not for this user). */
  entry(place: { main: string; sub: string | null }, signal?: AbortSignal): Promise<Instruction>;
  search(text: string, signal?: AbortSignal): Promise<InstructionHit[]>;
}

/**
 * The user guide's calls over the page's API client (which sends the session's language).
 *
 * @example
 * const guide = createInstructionsApi(runtime.api);
 * const sections = await guide.tree();
 */
export function createInstructionsApi(api: ApiClient): InstructionsApi {
  const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;
  return {
    tree: (signal) => data(api.request<{ data: InstructionSection[] }>('instructions/tree', { signal })),
    entry: ({ main, sub }, signal) =>
      data(
        api.request<{ data: Instruction }>('instructions/entry', {
          query: { main, sub: sub ?? undefined } satisfies InstructionEntryQuery,
          signal,
        }),
      ),
    search: (text, signal) =>
      data(api.request<{ data: InstructionHit[] }>('instructions/search', { query: { q: text } satisfies InstructionSearchQuery, signal })),
  };
}
