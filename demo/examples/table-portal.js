// Glue of the table-portal.html demo, in a file of its own: the server's pages allow no inline script (CSP).
// `?name=appeals` shows another table in the same public element (one not flagged public shows an
// error); the host hears each load through the element's event, as a jQuery portal would.
// A function scope: a global `var name` would be window.name, which turns null into "null".
(function () {
  var table = document.getElementById('regions');
  var tableName = new URLSearchParams(location.search).get('name');
  if (tableName) table.setAttribute('name', tableName);
  table.addEventListener('platon-table-loaded', function (event) {
    var detail = event.detail;
    document.getElementById('table-status').textContent =
      'Юкланди: ' + detail.rows.length + ' қатор, жами ' + detail.total + ' та (' + detail.page + '-саҳифа)';
  });
})();
