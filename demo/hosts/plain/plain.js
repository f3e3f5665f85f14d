// A plain page: markup written by hand, events through addEventListener, no framework.
import {
  INITIAL_STATUS,
  HOST_EVENTS,
  LOGOUT_EVENT,
  TABLE_NAMES,
  apiBase,
  loadPlaton,
  nextStatus,
  signOut,
  statusText,
} from '../shared/platonHost.ts';

let status = INITIAL_STATUS;
const line = document.getElementById('status');
const show = () => (line.textContent = statusText(status));
show();

// Elements bubble their events (composed), so the page hears every element, present or inserted later.
for (const type of HOST_EVENTS) {
  document.addEventListener(type, (event) => {
    status = nextStatus(status, type, event.detail);
    show();
  });
}
window.addEventListener(LOGOUT_EVENT, (event) => {
  status = nextStatus(status, LOGOUT_EVENT, event.detail);
  show();
});

for (const element of document.querySelectorAll('platon-auth, platon-table, platon-form')) element.setAttribute('api-base', apiBase());

const slot = document.getElementById('table-slot');
let tableName = TABLE_NAMES[0];
document.getElementById('insert-table').addEventListener('click', () => {
  const table = document.createElement('platon-table');
  table.setAttribute('api-base', apiBase());
  table.setAttribute('name', tableName);
  slot.replaceChildren(table);
});
document.getElementById('remove-table').addEventListener('click', () => slot.replaceChildren());
document.getElementById('rename-table').addEventListener('click', () => {
  tableName = tableName === TABLE_NAMES[0] ? TABLE_NAMES[1] : TABLE_NAMES[0];
  slot.querySelector('platon-table')?.setAttribute('name', tableName);
});
document.getElementById('sign-out').addEventListener('click', () => void signOut());

const panel = document.getElementById('app-panel');
const toggle = document.getElementById('toggle-app');
toggle.addEventListener('click', () => {
  if (panel.firstChild) {
    panel.replaceChildren();
    toggle.textContent = 'Иловани очиш';
    return;
  }
  // Hash routing: the host keeps its own path, the app routes inside the hash.
  const app = document.createElement('platon-app');
  app.setAttribute('api-base', apiBase());
  app.setAttribute('router-mode', 'hash');
  panel.replaceChildren(app);
  toggle.textContent = 'Иловани ёпиш';
});

void loadPlaton();
