/**
 * An advertisement for the sidebar footer (docs/behaviour.md §2): `GET ads` → `{ data: Advertisement[] }`.
 * `mediaId` names an uploaded image, which `mediaUrl` (a short-lived signed address relative to the API base)
 * shows; without one the ad is text only.
 */
export interface Advertisement {
  id: number;
  title: string;
  websiteUrl: string;
  mediaId: string | null;
  mediaUrl: string | null;
}
