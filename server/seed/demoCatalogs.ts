import { DEMO_REGIONS } from './demoRegions';

/** A named catalog entry of the demo registry (Uzbek Cyrillic and Latin). */
export interface CatalogSeed {
  name: string;
  nameLa: string;
}

/** An appeal status: `code` is what links and filters use (the demo menu's links filter by status_id, the row id: new 1, in_review 2, resolved 3, explained 4, rejected 5). */
export interface StatusSeed extends CatalogSeed {
  code: string;
  color: string;
}

/** An organisation that handles appeals: regional administrations carry their region's position (1-based). */
export interface OrganizationSeed extends CatalogSeed {
  tin: string;
  regionIndex?: number;
}

const CATEGORIES: CatalogSeed[] = [
  { name: 'Коммунал хизматлар', nameLa: 'Kommunal xizmatlar' },
  { name: 'Ижтимоий ҳимоя', nameLa: 'Ijtimoiy himoya' },
  { name: 'Соғлиқни сақлаш', nameLa: 'Sogʻliqni saqlash' },
  { name: 'Таълим', nameLa: 'Taʼlim' },
  { name: 'Йўл ва транспорт', nameLa: 'Yoʻl va transport' },
  { name: 'Ер муносабатлари', nameLa: 'Yer munosabatlari' },
  { name: 'Бандлик', nameLa: 'Bandlik' },
  { name: 'Солиқ ва молия', nameLa: 'Soliq va moliya' },
];

const STATUSES: StatusSeed[] = [
  { code: 'new', name: 'Янги', nameLa: 'Yangi', color: '#0d6efd' },
  { code: 'in_review', name: 'Кўриб чиқилмоқда', nameLa: 'Koʻrib chiqilmoqda', color: '#fd7e14' },
  { code: 'resolved', name: 'Ҳал этилган', nameLa: 'Hal etilgan', color: '#198754' },
  { code: 'explained', name: 'Тушунтириш берилган', nameLa: 'Tushuntirish berilgan', color: '#6c757d' },
  { code: 'rejected', name: 'Рад этилган', nameLa: 'Rad etilgan', color: '#dc3545' },
];

const MINISTRIES: CatalogSeed[] = [
  { name: 'Соғлиқни сақлаш вазирлиги', nameLa: 'Sogʻliqni saqlash vazirligi' },
  { name: 'Мактабгача ва мактаб таълими вазирлиги', nameLa: 'Maktabgacha va maktab taʼlimi vazirligi' },
  { name: 'Олий таълим, фан ва инновациялар вазирлиги', nameLa: 'Oliy taʼlim, fan va innovatsiyalar vazirligi' },
  { name: 'Ички ишлар вазирлиги', nameLa: 'Ichki ishlar vazirligi' },
  { name: 'Транспорт вазирлиги', nameLa: 'Transport vazirligi' },
  { name: 'Энергетика вазирлиги', nameLa: 'Energetika vazirligi' },
  { name: 'Сув хўжалиги вазирлиги', nameLa: 'Suv xoʻjaligi vazirligi' },
  { name: 'Қишлоқ хўжалиги вазирлиги', nameLa: 'Qishloq xoʻjaligi vazirligi' },
  { name: 'Қурилиш ва уй-жой коммунал хўжалиги вазирлиги', nameLa: 'Qurilish va uy-joy kommunal xoʻjaligi vazirligi' },
  { name: 'Иқтисодиёт ва молия вазирлиги', nameLa: 'Iqtisodiyot va moliya vazirligi' },
  { name: 'Бандлик ва камбағалликни қисқартириш вазирлиги', nameLa: 'Bandlik va kambagʻallikni qisqartirish vazirligi' },
  { name: 'Адлия вазирлиги', nameLa: 'Adliya vazirligi' },
  { name: 'Солиқ қўмитаси', nameLa: 'Soliq qoʻmitasi' },
  { name: 'Кадастр агентлиги', nameLa: 'Kadastr agentligi' },
  { name: 'Ижтимоий ҳимоя миллий агентлиги', nameLa: 'Ijtimoiy himoya milliy agentligi' },
  { name: 'Экология вазирлиги', nameLa: 'Ekologiya vazirligi' },
];

/** Tax numbers are made up (9 digits, never real): 2xx for administrations, 3xx for ministries. */
function organizations(regions: readonly CatalogSeed[]): OrganizationSeed[] {
  const administrations = regions.map((region, index) => ({
    name: `${region.name.replace(/ (вилояти|шаҳри|Республикаси)$/, '')} ${administrationWord(region.name)}`,
    nameLa: `${region.nameLa.replace(/ (viloyati|shahri|Respublikasi)$/, '')} ${administrationWordLa(region.nameLa)}`,
    tin: String(201_000_001 + index * 1_013),
    regionIndex: index + 1,
  }));
  const ministries = MINISTRIES.map((ministry, index) => ({ ...ministry, tin: String(301_000_007 + index * 997) }));
  return [...administrations, ...ministries];
}

function administrationWord(name: string): string {
  if (name.endsWith('Республикаси')) return 'Республикаси Вазирлар Кенгаши';
  return name.endsWith('шаҳри') ? 'шаҳар ҳокимлиги' : 'вилояти ҳокимлиги';
}

function administrationWordLa(name: string): string {
  if (name.endsWith('Respublikasi')) return 'Respublikasi Vazirlar Kengashi';
  return name.endsWith('shahri') ? 'shahar hokimligi' : 'viloyati hokimligi';
}

/**
 * The small catalogs of the demo registry: categories, statuses, and the organisations that handle appeals
 * (each region's administration, then the ministries). Order matters: the seed inserts them in this order
 * with explicit ids, so the generated appeals point at the same entries on every database.
 *
 * @example
 * DEMO_CATALOGS.statuses.find((s) => s.code === 'resolved')?.name; // 'Ҳал этилган'
 */
export const DEMO_CATALOGS = {
  categories: CATEGORIES,
  statuses: STATUSES,
  organizations: organizations(DEMO_REGIONS),
};
