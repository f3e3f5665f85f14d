/**
 * The title (a message key) of the routes whose own views come with later pieces, so the placeholder names
 * the place in words rather than showing a route identifier.
 */
const TITLES: Record<string, string> = {
  auth: 'Авторизация',
  'resizable-page': 'Ўлчами ўзгарувчан саҳифа',
  'file-manager': 'Файл менежери',
  'profile-page': 'Профил',
  call24: 'Қўллаб-қувватлаш',
  'db-control': 'Маълумотлар базаси бошқаруви',
  system: 'Тизим',
  async: 'Асинхрон саҳифа',
  instructions: 'Йўриқномалар',
};

export function routeTitle(routeName: string): string {
  return TITLES[routeName] ?? (routeName.startsWith('demo-') ? 'Демо' : 'Тизим');
}
