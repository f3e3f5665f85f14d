/** Local-storage keys of docs/behaviour.md §2, in one place so the names never drift between modules. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  user: 'auth_user',
  refreshToken: 'refresh_token',
  deviceId: 'device_id',
  /** Per account, the proof that this browser signed in before (see core/auth/deviceTokens). */
  deviceTokens: 'login_device_tokens',
  /** A toast to show on the next page of this tab (sessionStorage; see core/notify/flashToast). */
  flashToast: 'platon_flash_toast',
  locale: 'locale',
  theme: 'theme',
  loginUrl: 'login_url',
  menuOrder: 'menuOrder',
  isDraggingAllowed: 'isDraggingAllowed',
  menuCollapsed: 'menu_collapsed',
  imageId: 'imageId',
  eimzoKey: 'login_eimzo_key',
  translations: (locale: string) => `translations:${locale}`,
  tabIndex: (saveStateKey: string) => `f:tab:index:${saveStateKey}`,
} as const;
