// A jQuery 3 portal: markup on the page, element events through jQuery's delegated `.on`.
import $ from 'jquery';
import { INITIAL_STATUS, HOST_EVENTS, LOGOUT_EVENT, TABLE_NAMES, apiBase, loadPlaton, nextStatus, signOut, statusText } from '../shared/platonHost.ts';

let status = INITIAL_STATUS;
const show = () => $('#status').text(statusText(status));
show();

// One delegated handler for every element event; jQuery keeps CustomEvent's detail on originalEvent.
$(document).on(HOST_EVENTS.join(' '), 'platon-table, platon-auth, platon-form', (event) => {
  status = nextStatus(status, event.type, event.originalEvent.detail);
  show();
});
$(window).on(LOGOUT_EVENT, (event) => {
  status = nextStatus(status, LOGOUT_EVENT, event.originalEvent.detail);
  show();
});

$('platon-auth, platon-table, platon-form').attr('api-base', apiBase());

let tableName = TABLE_NAMES[0];
$('#insert-table').on('click', () => {
  $('#table-slot').empty().append($('<platon-table>').attr({ 'api-base': apiBase(), name: tableName }));
});
$('#remove-table').on('click', () => $('#table-slot').empty());
$('#rename-table').on('click', () => {
  tableName = tableName === TABLE_NAMES[0] ? TABLE_NAMES[1] : TABLE_NAMES[0];
  $('#table-slot platon-table').attr('name', tableName);
});
$('#sign-out').on('click', () => void signOut());
$('#toggle-app').on('click', function () {
  const panel = $('#app-panel');
  if (panel.children().length) {
    panel.empty();
    $(this).text('Иловани очиш');
    return;
  }
  panel.append($('<platon-app>').attr({ 'api-base': apiBase(), 'router-mode': 'hash' }));
  $(this).text('Иловани ёпиш');
});

void loadPlaton();
