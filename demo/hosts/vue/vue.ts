// A Vue 3.5 host: render functions on the runtime-only build (no template compiler, so no eval under a CSP),
// Platon's events through Vue's own listeners (`onPlatonTableRowClick` is what `@platon-table-row-click`
// compiles to), elements toggled with Vue's conditional rendering.
import { createApp, defineComponent, h, onBeforeUnmount, onMounted, ref } from 'vue';
import { INITIAL_STATUS, LOGOUT_EVENT, TABLE_NAMES, apiBase, loadPlaton, nextStatus, signOut, statusText } from '../shared/platonHost.ts';

const Host = defineComponent({
  setup() {
    const status = ref(INITIAL_STATUS);
    const tableShown = ref(true);
    const tableName = ref<string>(TABLE_NAMES[0]);
    const appShown = ref(false);
    const base = apiBase();
    const hear = (event: Event) => {
      status.value = nextStatus(status.value, event.type, (event as CustomEvent).detail);
    };
    onMounted(() => window.addEventListener(LOGOUT_EVENT, hear));
    onBeforeUnmount(() => window.removeEventListener(LOGOUT_EVENT, hear));
    const button = (label: string, onClick: () => void) => h('button', { type: 'button', onClick }, label);

    return () => [
      h('header', [
        h('span', { class: 'brand' }, 'Ҳамкор портали'),
        h('a', { href: '#appeals' }, 'Мурожаатлар'),
        h('a', { href: '#send' }, 'Мурожаат юбориш'),
        h('a', { href: '#app' }, 'Илова'),
      ]),
      h('main', [
        h('p', { id: 'status', role: 'status', 'aria-live': 'polite' }, statusText(status.value)),
        h('section', { id: 'appeals' }, [
          h('h2', 'Мурожаатлар'),
          h('div', { class: 'toolbar' }, [
            button('Жадвални қўшиш', () => (tableShown.value = true)),
            button('Жадвални олиб ташлаш', () => (tableShown.value = false)),
            button('Бошқа жадвал', () => (tableName.value = tableName.value === TABLE_NAMES[0] ? TABLE_NAMES[1] : TABLE_NAMES[0])),
            button('Тизимдан чиқиш', () => void signOut()),
          ]),
          h('platon-auth', { 'api-base': base, onPlatonAuthLogin: hear }),
          h('div', { id: 'table-slot' }, [
            tableShown.value
              ? h('platon-table', { 'api-base': base, name: tableName.value, onPlatonTableLoaded: hear, onPlatonTableRowClick: hear })
              : null,
          ]),
        ]),
        h('section', { id: 'send' }, [
          h('h2', 'Мурожаат юбориш'),
          // `public: ''` is what Vue's compiler makes of a bare `public` attribute in a template.
          h('platon-form', { public: '', name: 'public_appeal', 'api-base': base, onPlatonFormLoaded: hear, onPlatonFormSubmitted: hear }),
        ]),
        h('section', { id: 'app' }, [
          h('h2', 'Илова'),
          button(appShown.value ? 'Иловани ёпиш' : 'Иловани очиш', () => (appShown.value = !appShown.value)),
          appShown.value ? h('div', { class: 'app-panel' }, [h('platon-app', { 'api-base': base, 'router-mode': 'hash' })]) : null,
        ]),
      ]),
    ];
  },
});

const app = createApp(Host);
// For templates (the full build, or single-file components): platon-* tags are custom elements, not Vue
// components. Render functions like these need no such hint.
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('platon-');
app.mount('#host');
void loadPlaton();
