import { sql, type RawBuilder } from 'kysely';
import { DEMO_CATALOGS } from './demoCatalogs';
import { DEMO_APPEAL_TEXTS } from './demoAppealTexts';
import { DEMO_REGIONS } from './demoRegions';

/** First moment of the generated period, Tashkent time (UTC+5, no daylight saving). */
const DEMO_APPEALS_START = '2024-01-01';
/** Length of the generated period in days: appeals are spread from 2024-01-01 to the end of October 2026. */
const DEMO_APPEALS_DAYS = 1035;
const MOBILE_CODES = ['90', '91', '93', '94', '95', '97', '98', '99', '33', '88', '77'];

/**
 * The one statement that generates `count` demo appeals: `generate_series` rows turned into fields by integer
 * hashing (a seeded hash of the row number per field), so the data is the same on every database and
 * every run, and no row travels from JavaScript. Catalog ids are their 1-based positions in the seed lists
 * (seedDemoAppeals inserts them with explicit ids), districts belong to their region, the handling
 * organisation is either the region's administration (ids 1..14) or a ministry, older appeals are mostly
 * closed and resolved ones are paid in full.
 *
 * @example
 * await demoAppealsInsert(100_000).execute(trx);
 */
export function demoAppealsInsert(count: number): RawBuilder<unknown> {
  const districtRegion = DEMO_REGIONS.flatMap((region, index) => region.districts.map(() => index + 1));
  const districtNames = DEMO_REGIONS.flatMap((region) => region.districts.map(([name]) => `${name} тумани`));
  const spread = DEMO_REGIONS.map((region) => region.spread);
  const regionLat = DEMO_REGIONS.map((region) => region.lat);
  const regionLng = DEMO_REGIONS.map((region) => region.lng);
  const { maleNames, femaleNames, surnames, fatherNames, subjects } = DEMO_APPEAL_TEXTS;
  const subjectsPerCategory = subjects[0].length;
  const ministryCount = DEMO_CATALOGS.organizations.filter((organization) => !organization.regionIndex).length;
  const seconds = DEMO_APPEALS_DAYS * 86_400;

  // r(n): a pseudo-random integer 0..2^31-1 for field n of row i. hashint4extended is the seeded hash that
  // PostgreSQL's hash partitioning relies on, so it is stable across versions and the same on PGlite.
  const r = (salt: number) => sql.raw(`(hashint4extended(g.i, ${salt}) & 2147483647)`);

  return sql`
    INSERT INTO app.appeals (
      id, number, applicant, region_id, district_id, category_id, status_id, organization_id, amount, paid,
      created_at, due_date, is_urgent, phone, lat, lng, description
    )
    SELECT
      s.i,
      'A-' || lpad(s.i::text, greatest(6, length(s.i::text)), '0'),
      (${surnames}::text[])[1 + s.r_surname % ${surnames.length}] || CASE WHEN s.female THEN 'а ' ELSE ' ' END
        || CASE WHEN s.female THEN (${femaleNames}::text[])[1 + s.r_name % ${femaleNames.length}]
                ELSE (${maleNames}::text[])[1 + s.r_name % ${maleNames.length}] END
        || ' ' || (${fatherNames}::text[])[1 + s.r_father % ${fatherNames.length}]
        || CASE WHEN s.female THEN ' қизи' ELSE ' ўғли' END,
      s.region_id,
      s.district_id,
      s.category_id,
      s.status_id,
      CASE WHEN s.r_org % 2 = 0 THEN s.region_id ELSE ${DEMO_REGIONS.length} + 1 + (s.r_org / 2) % ${ministryCount} END,
      s.amount,
      CASE
        WHEN s.status_id = ${statusId('resolved')} THEN s.amount
        WHEN s.r_paid % 4 = 0 THEN 0
        ELSE round(s.amount * (s.r_paid % 100) / 100, 2)
      END,
      timestamptz '${sql.raw(DEMO_APPEALS_START)} 00:00:00+05' + make_interval(secs => s.offset_seconds),
      (timestamp '${sql.raw(DEMO_APPEALS_START)} 00:00:00' + make_interval(secs => s.offset_seconds))::date + (10 + s.r_due % 50)::int,
      s.r_urgent % 10 = 0,
      '+998 ' || (${MOBILE_CODES}::text[])[1 + s.r_phone % ${MOBILE_CODES.length}] || ' ' || lpad((s.r_phone2 % 1000)::text, 3, '0')
        || ' ' || lpad((s.r_phone3 % 100)::text, 2, '0') || ' ' || lpad(((s.r_phone3 / 100) % 100)::text, 2, '0'),
      (${regionLat}::float8[])[s.region_id] + ((s.r_lat % 2001) - 1000) / 1000.0 * (${spread}::float8[])[s.region_id],
      (${regionLng}::float8[])[s.region_id] + ((s.r_lng % 2001) - 1000) / 1000.0 * (${spread}::float8[])[s.region_id],
      (${subjects.flat()}::text[])[(s.category_id - 1) * ${subjectsPerCategory} + 1 + s.r_subject % ${subjectsPerCategory}]
        || ' (' || (${districtNames}::text[])[s.district_id] || ')'
    FROM (
      SELECT
        b.*,
        (${districtRegion}::int[])[b.district_id] AS region_id,
        CASE
          -- The last two weeks of the period are still open; older appeals are mostly closed.
          WHEN b.offset_seconds > ${seconds - 14 * 86_400} THEN
            CASE WHEN b.r_status % 2 = 0 THEN ${statusId('new')} ELSE ${statusId('in_review')} END
          WHEN b.r_status % 100 < 55 THEN ${statusId('resolved')}
          WHEN b.r_status % 100 < 75 THEN ${statusId('explained')}
          WHEN b.r_status % 100 < 88 THEN ${statusId('rejected')}
          ELSE ${statusId('in_review')}
        END AS status_id
      FROM (
        SELECT
          g.i,
          ${r(1)} % 2 = 1 AS female,
          ${r(2)} AS r_surname,
          ${r(3)} AS r_name,
          ${r(4)} AS r_father,
          1 + ${r(5)} % ${districtRegion.length} AS district_id,
          1 + ${r(6)} % ${DEMO_CATALOGS.categories.length} AS category_id,
          ${r(7)} AS r_status,
          ${r(8)} AS r_org,
          round(50000 + (${r(9)} % 2000000000) / 100.0, 2)::numeric(14,2) AS amount,
          ${r(11)} AS r_paid,
          (${r(12)} % ${seconds})::float8 AS offset_seconds,
          ${r(14)} AS r_due,
          ${r(15)} AS r_urgent,
          ${r(16)} AS r_phone,
          ${r(17)} AS r_phone2,
          ${r(18)} AS r_phone3,
          ${r(19)} AS r_lat,
          ${r(20)} AS r_lng,
          ${r(21)} AS r_subject
        FROM generate_series(1, ${count}::int) AS g(i)
      ) AS b
    ) AS s
  `;
}

/** Statuses are inserted in DEMO_CATALOGS.statuses order with explicit ids, so a code's id is its 1-based position. */
function statusId(code: string): RawBuilder<unknown> {
  return sql.lit(DEMO_CATALOGS.statuses.findIndex((status) => status.code === code) + 1);
}
