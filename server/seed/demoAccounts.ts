/** A demo account as seeded (README.md). Passwords are hashed at seed time, never stored in clear. */
export interface AccountSeed {
  username: string;
  password: string;
  fullName: string;
  postName: string | null;
  permissions: string[];
  pinfl?: string;
  /** Signs in with a digital signature too (docs/behaviour.md §10 organisations: the chooser appears for such users). */
  registeredWithEimzo?: boolean;
  otpSecret?: string;
  /** A verified address: the demo OpenID provider's `jasur` links to the account that has it. */
  email?: string;
  organizations?: { tin?: string; pinfl?: string; name: string; nameLa: string }[];
}

/** Demo mode only: a production start (PLATON_DEMO=0) creates none of these. */
export const DEMO_ACCOUNTS: AccountSeed[] = [
  {
    username: 'admin',
    password: 'admin123',
    fullName: 'Администратор Тизим',
    postName: 'Тизим администратори',
    permissions: ['platon.admin'],
  },
  {
    username: 'user',
    password: 'user123',
    fullName: 'Алишер Навоий',
    postName: 'Бош мутахассис',
    permissions: [],
    pinfl: '31502851234567',
    organizations: [
      { tin: '201234567', name: 'Фуқаролар мурожаатлари маркази', nameLa: 'Fuqarolar murojaatlari markazi' },
      { tin: '302345678', name: 'Тошкент шаҳар ҳокимлиги', nameLa: 'Toshkent shahar hokimligi' },
    ],
  },
  {
    username: 'otp',
    password: 'otp12345',
    fullName: 'Бобур Мирзо',
    postName: 'Етакчи мутахассис',
    permissions: [],
    // Demo only, published in the README: never reuse this secret anywhere real.
    otpSecret: 'JBSWY3DPEHPK3PXP',
  },
  {
    // Two organisations and the individual (built from the PINFL): the chooser after sign-in (docs/behaviour.md §10).
    username: 'director',
    password: 'director123',
    fullName: 'Жасур Раҳимов',
    postName: 'Директор',
    permissions: [],
    pinfl: '30505851234567',
    registeredWithEimzo: true,
    email: 'director@demo.platon.uz',
    organizations: [
      { tin: '305123456', name: '«Янги Йўл» МЧЖ', nameLa: '«Yangi Yoʻl» MChJ' },
      { tin: '306234567', name: '«Тошкент Савдо» АЖ', nameLa: '«Toshkent Savdo» AJ' },
    ],
  },
  {
    // An individual with a digital signature (demo key files individual.p12, and revoked.p12 of an older key).
    username: 'citizen',
    password: 'citizen123',
    fullName: 'Нилуфар Каримова',
    postName: null,
    permissions: [],
    pinfl: '42207951234560',
    registeredWithEimzo: true,
  },
];
