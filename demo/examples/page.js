// Glue of the page.html demo, in a file of its own because the page's CSP forbids inline script.
// `?name=about&public` picks the page and makes it public; the buttons switch the element's `name`.
const element = document.querySelector('platon-page');
const params = new URLSearchParams(location.search);
if (params.get('name')) element.setAttribute('name', params.get('name'));
if (params.has('public')) element.setAttribute('public', '');
for (const button of document.querySelectorAll('[data-page]')) {
  button.addEventListener('click', () => element.setAttribute('name', button.dataset.page));
}
