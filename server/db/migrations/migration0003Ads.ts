import { statements } from './statements';

// Sidebar advertisements (docs/behaviour.md §2) with their click counter (PUT /ads/increment).
export const migration0003Ads = statements([
  `CREATE TABLE advertisements (
    id serial PRIMARY KEY,
    title text NOT NULL,
    website_url text NOT NULL,
    media_id text,
    clicks integer NOT NULL DEFAULT 0,
    is_active boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
]);
