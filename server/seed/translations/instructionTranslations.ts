import type { InstructionMessage } from '../../../src/core/i18n/messages/instructionMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Texts of the user guide page and its API, in every non-default locale (uz is the key itself). */
export const INSTRUCTION_TRANSLATIONS: AreaTranslations<InstructionMessage> = {
  la: {
    'Йўриқнома топилмади': 'Yoʻriqnoma topilmadi',
    'Йўриқнома бўлимлари': 'Yoʻriqnoma boʻlimlari',
    'Йўриқномалардан қидириш': 'Yoʻriqnomalardan qidirish',
    'Қидирув натижалари': 'Qidiruv natijalari',
    'Йўриқномалар ҳали қўшилмаган': 'Yoʻriqnomalar hali qoʻshilmagan',
    'Бу бўлим танланган тилга ҳали таржима қилинмаган': 'Bu boʻlim tanlangan tilga hali tarjima qilinmagan',
    'Йўриқномани таҳрирлаш': 'Yoʻriqnomani tahrirlash',
    'Барча йўриқномалар': 'Barcha yoʻriqnomalar',
    'Биринчи бўлимга': 'Birinchi boʻlimga',
  },
  ru: {
    'Йўриқнома топилмади': 'Инструкция не найдена',
    'Йўриқнома бўлимлари': 'Разделы инструкции',
    'Йўриқномалардан қидириш': 'Поиск по инструкциям',
    'Қидирув натижалари': 'Результаты поиска',
    'Йўриқномалар ҳали қўшилмаган': 'Инструкции ещё не добавлены',
    'Бу бўлим танланган тилга ҳали таржима қилинмаган': 'Этот раздел ещё не переведён на выбранный язык',
    'Йўриқномани таҳрирлаш': 'Редактировать инструкцию',
    'Барча йўриқномалар': 'Все инструкции',
    'Биринчи бўлимга': 'К первому разделу',
  },
  en: {
    'Йўриқнома топилмади': 'Instruction not found',
    'Йўриқнома бўлимлари': 'Guide sections',
    'Йўриқномалардан қидириш': 'Search the guide',
    'Қидирув натижалари': 'Search results',
    'Йўриқномалар ҳали қўшилмаган': 'No instructions have been added yet',
    'Бу бўлим танланган тилга ҳали таржима қилинмаган': 'This section has not been translated into the chosen language yet',
    'Йўриқномани таҳрирлаш': 'Edit this instruction',
    'Барча йўриқномалар': 'All instructions',
    'Биринчи бўлимга': 'To the first section',
  },
  qq: {
    'Йўриқнома топилмади': 'Kórsetpe tabılmadı',
    'Йўриқнома бўлимлари': 'Kórsetpe bólimleri',
    'Йўриқномалардан қидириш': 'Kórsetpelerden izlew',
    'Қидирув натижалари': 'Izlew nátiyjeleri',
    'Йўриқномалар ҳали қўшилмаган': 'Kórsetpeler ele qosılmaǵan',
    'Бу бўлим танланган тилга ҳали таржима қилинмаган': 'Bul bólim tańlanǵan tilge ele awdarılmaǵan',
    'Йўриқномани таҳрирлаш': 'Kórsetpeni ózgertiw',
    'Барча йўриқномалар': 'Barlıq kórsetpeler',
    'Биринчи бўлимга': 'Birinshi bólimge',
  },
  km: {},
};
