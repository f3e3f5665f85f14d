import type { ColumnType, Generated } from 'kysely';

/**
 * Row type of `advertisements` (migration 0003_ads): the sidebar footer's ads (docs/behaviour.md §2 Advertisement) and
 * their click counter. Kept beside the ads code; DatabaseSchema lists it too, so `db.withTables<AdsTables>()`
 * is no longer needed where it is still written.
 */
export interface AdvertisementsTable {
  id: Generated<number>;
  title: string;
  website_url: string;
  media_id: string | null;
  clicks: Generated<number>;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  /** Migration 0020: the record version of the administrators' form. */
  version: Generated<number>;
  /** Migration 0020: the image uploaded in that form (a list of one stored file), preferred to media_id. */
  image: ColumnType<unknown, string | null, string | null> | null;
}

export type AdsTables = {
  advertisements: AdvertisementsTable;
};
