/**
 * An advertisement for the sidebar footer (SPEC §3): `GET ads` → `{ data: Advertisement[] }`.
 * `mediaId` names an uploaded image (`uploads/images/{mediaId}`); without one the ad is text only.
 */
export interface Advertisement {
  id: number;
  title: string;
  websiteUrl: string;
  mediaId: string | null;
}
