// Glue of the partner-form.html demo, in a file of its own: a strict Content-Security-Policy allows no inline script.
// The host hears the saved record through the element's event, as any plain page would.
(function () {
  var form = document.getElementById('appeal');
  form.addEventListener('platon-form-submitted', function (event) {
    var record = event.detail.record;
    document.getElementById('appeal-status').textContent = 'Мурожаатингиз қабул қилинди (№ ' + record.id + '): ' + record.values.applicant;
  });
})();
