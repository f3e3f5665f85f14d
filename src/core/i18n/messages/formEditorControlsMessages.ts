/**
 * Texts of the code, rich text, markdown and map form controls.
 * Translations: server/seed/translations/formEditorControlsTranslations.ts.
 *
 * They also use a base text ('Бекор қилиш') and the table tools' 'Тозалаш', which are not repeated here.
 */
export const FORM_EDITOR_CONTROLS_MESSAGES = [
  // code editors (docs/behaviour.md §5: code, monaco)
  'Муҳаррирдан чиқиш учун Escape, сўнг Tab тугмасини босинг',
  // markdown editor
  'Ёзиш',
  'Олдиндан кўриш',
  'Кўрсатиш учун матн йўқ',
  // rich text editor toolbar and link form
  'Матнни форматлаш',
  'Қалин',
  'Курсив',
  'Устидан чизилган',
  'Сарлавҳа',
  'Белгили рўйхат',
  'Рақамли рўйхат',
  'Ҳавола',
  'Ортга қайтариш',
  'Қайта бажариш',
  'Ҳавола манзили',
  'Қўллаш',
  // maps (geo, geo polygon)
  'Харита',
  'Яқинлаштириш',
  'Узоқлаштириш',
  'Кенглик',
  'Узунлик',
  'Нуқтани танлаш учун харитани босинг, ёки стрелкалар билан суриб Enter тугмасини босинг',
  'Нуқта қўшиш учун харитани босинг, ёки стрелкалар билан суриб Enter тугмасини босинг',
  'Нуқта қўшиш',
  'Охирги нуқтани олиб ташлаш',
  '{0}-нуқтани олиб ташлаш',
  'Нуқталар',
  'Нуқталар қўшилмаган',
  'Харита тасвирини юклаб бўлмади',
] as const satisfies readonly string[];

export type FormEditorControlsMessage = (typeof FORM_EDITOR_CONTROLS_MESSAGES)[number];
