// All properties' first page, asked for while the HTML is still being read: the facade's public
// answer (GET /api/properties) for the URL's search and order, and a preload of the first listing's
// photo (the page's largest paint) as soon as the answer names it. The page takes the answer over
// (web/src/lib/listings/early-first-page.ts). Nothing to ask when the page was rendered per request:
// its listings are in it (web/src/lib/listings/rendered-first-page.ts); this script serves the
// prerendered frame a failed render answers with. An inline script of the prerendered /properties page,
// allowed by its hash in firebase.json's Content-Security-Policy (web/prerender/prerender.ts checks).
// first-listings-page.test.ts proves it asks what the app would ask and preloads what the card shows.
(function () {
  if (document.getElementById('rendered-first-page')) return;
  var query = new URLSearchParams(location.search);
  if (query.has('after') || query.has('before')) return;
  var api = new URLSearchParams();
  var search = (query.get('search') || '').trim().slice(0, 200);
  if (search) api.set('search', search);
  var sort = query.get('sort');
  if (sort === 'asc' || sort === 'desc') api.set('sort', sort);
  api.set('limit', '13');
  var path = '/properties?' + api.toString();
  var answer = fetch('/api' + path, { credentials: 'omit' }).then(function (response) {
    if (!response.ok) throw new Error('GET ' + path + ' answered ' + response.status);
    return response.json();
  });
  window.__homehavenFirstPage = { path: path, answer: answer };
  answer.then(
    function (listings) {
      var image = listings[0] && listings[0].image;
      if (!image) return;
      var picture = /(images(?:\/|%2F))([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)(?=$|\?)/;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.setAttribute('fetchpriority', 'high');
      if (picture.test(image)) {
        link.setAttribute(
          'imagesrcset',
          [160, 320, 640, 960]
            .map(function (width) {
              return image.replace(picture, '$1$2-w' + width + '.webp') + ' ' + width + 'w';
            })
            .join(', '),
        );
        link.setAttribute('imagesizes', '(min-width: 80em) 300px, (min-width: 64em) 25vw, (min-width: 48em) 33vw, 100vw');
      } else {
        link.href = image;
      }
      document.head.appendChild(link);
    },
    function () {},
  );
})();
