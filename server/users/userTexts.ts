/** The messages of the users, roles and organisations rules (Uzbek Cyrillic keys, translated in userTranslations). */
export const USER_TEXTS = {
  duplicateUsername: 'Бундай логин аллақачон бор',
  badUsername: 'Логин 3–64 та ҳарф, рақам ёки . _ - белгисидан иборат бўлиши керак',
  unknownRole: 'Бундай роль йўқ',
  unknownPermission: 'Номаълум рухсат: {0}',
  unknownSignInMethod: 'Номаълум кириш усули: {0}',
  passwordRequired: 'Янги фойдаланувчига вақтинчалик парол керак',
  selfDeactivation: 'Ўз ҳисобингизни фаолсизлантира олмайсиз',
  selfAdmin: 'Ўзингиздан администратор рухсатини ола олмайсиз',
  duplicateRole: 'Бундай номли роль аллақачон бор',
  duplicateTin: 'Бу СТИР билан ташкилот аллақачон бор',
  parentCycle: 'Ташкилот ўзининг юқори ташкилоти бўла олмайди',
  duplicateMember: 'Бу фойдаланувчи ушбу ташкилотга аллақачон аъзо',
} as const;
